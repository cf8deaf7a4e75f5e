import type { UpcomingItem } from '@academy/contract/kitab';
import { kitabPaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The profile's next meetings in its active classes, soonest first (spec §7). */
export const getProfileUpcoming = (profileId: string, page: number, size: number) =>
  api.getPaged<UpcomingItem>(kitabPaths.profileUpcoming(profileId), { query: { page, size } });

export const getProfileUpcomingQueryOptions = (profileId: string, page: number, size: number) =>
  queryOptions({
    queryKey: ['profile-courses', profileId, 'upcoming', { page, size }],
    queryFn: () => getProfileUpcoming(profileId, page, size),
  });

export const useProfileUpcoming = (profileId: string, page: number, size: number) =>
  useQuery(getProfileUpcomingQueryOptions(profileId, page, size));
