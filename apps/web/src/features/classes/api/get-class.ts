import type { ClassDetail } from '@academy/contract/catalogue';
import { cataloguePaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * A class by id or slug. With a profile the answer also tells that profile's enrolment and,
 * once active, the Telegram group; without one it is the public page.
 */
export const getClass = (classKey: string, profileId: string | null) =>
  api.get<ClassDetail>(cataloguePaths.class(encodeURIComponent(classKey)), {
    auth: profileId !== null,
    query: { profileId },
  });

export const getClassQueryOptions = (classKey: string, profileId: string | null) =>
  queryOptions({
    queryKey: ['classes', 'detail', classKey, profileId],
    queryFn: () => getClass(classKey, profileId),
  });

export const useClass = (classKey: string, profileId: string | null) =>
  useQuery(getClassQueryOptions(classKey, profileId));
