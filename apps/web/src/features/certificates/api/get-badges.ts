import type { Badge } from '@academy/contract/certificates';
import { certificatePaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getBadges = (profileId: string) => api.get<Badge[]>(certificatePaths.badges(profileId));

/** The key carries the language: the server answers the badges' words in it. */
export const getBadgesQueryOptions = (profileId: string, language: string) =>
  queryOptions({
    queryKey: ['profiles', profileId, 'badges', language],
    queryFn: () => getBadges(profileId),
  });

/** The badges the profile earned, oldest first. */
export const useBadges = (profileId: string, language: string) =>
  useQuery(getBadgesQueryOptions(profileId, language));
