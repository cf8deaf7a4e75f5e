import type { KitabDetail } from '@academy/contract/kitab';
import { kitabPaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A kitab's meetings and courses with the profile's completion marks and progress. */
export const getKitab = (kitabId: string, profileId: string) =>
  api.get<KitabDetail>(kitabPaths.kitab(encodeURIComponent(kitabId)), { query: { profileId } });

export const getKitabQueryOptions = (kitabId: string, profileId: string) =>
  queryOptions({ queryKey: ['kitab', kitabId, profileId], queryFn: () => getKitab(kitabId, profileId) });

export const useKitab = (kitabId: string, profileId: string) =>
  useQuery(getKitabQueryOptions(kitabId, profileId));
