import { recitationPaths } from '@academy/contract/endpoints';
import type { Recitation } from '@academy/contract/recitation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The profile's recitations of one class, newest first. */
export const getRecitations = (profileId: string, classId: string) =>
  api.getPaged<Recitation>(recitationPaths.list(encodeURIComponent(profileId)), {
    query: { classId, size: 50 },
  });

export const getRecitationsQueryOptions = (profileId: string, classId: string) =>
  queryOptions({
    queryKey: ['recitations', profileId, classId],
    queryFn: () => getRecitations(profileId, classId),
  });

export const useRecitations = (profileId: string, classId: string) =>
  useQuery(getRecitationsQueryOptions(profileId, classId));
