import type { ClassBrief } from '@academy/contract/catalogue';
import { cataloguePaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getClassBrief = (classKey: string, profileId: string | null) =>
  api.get<ClassBrief>(cataloguePaths.classBrief(encodeURIComponent(classKey)), {
    auth: profileId !== null,
    query: { profileId },
  });

export const getClassBriefQueryOptions = (classKey: string, profileId: string | null) =>
  queryOptions({
    queryKey: ['classes', 'brief', classKey, profileId],
    queryFn: () => getClassBrief(classKey, profileId),
  });

export const useClassBrief = (classKey: string, profileId: string | null) =>
  useQuery(getClassBriefQueryOptions(classKey, profileId));
