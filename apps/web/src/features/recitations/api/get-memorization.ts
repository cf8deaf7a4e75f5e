import { recitationPaths } from '@academy/contract/endpoints';
import type { MemorizedSurah } from '@academy/contract/recitation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A profile's memorization map: the learner's own, or (`asStaff`) a learner's for staff. */
export const getMemorization = (profileId: string, asStaff: boolean) =>
  api.get<MemorizedSurah[]>(
    (asStaff ? recitationPaths.staffMemorization : recitationPaths.memorization)(
      encodeURIComponent(profileId),
    ),
  );

export const getMemorizationQueryOptions = (profileId: string, asStaff: boolean) =>
  queryOptions({
    queryKey: asStaff ? ['staff', 'memorization', profileId] : ['recitations', 'memorization', profileId],
    queryFn: () => getMemorization(profileId, asStaff),
  });

export const useMemorization = (profileId: string, asStaff = false) =>
  useQuery(getMemorizationQueryOptions(profileId, asStaff));
