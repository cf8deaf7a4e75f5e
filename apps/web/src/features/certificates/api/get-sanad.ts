import type { KitabSanad } from '@academy/contract/certificates';
import { certificatePaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getSanad = (profileId: string) => api.get<KitabSanad[]>(certificatePaths.sanad(profileId));

export const getSanadQueryOptions = (profileId: string) =>
  queryOptions({
    queryKey: ['profiles', profileId, 'sanad'],
    queryFn: () => getSanad(profileId),
  });

/** Per kitab the profile completed, its sanad from the Prophet ﷺ to the learner. */
export const useSanad = (profileId: string) => useQuery(getSanadQueryOptions(profileId));
