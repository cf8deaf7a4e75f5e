import type { KitabDetail } from '@academy/contract/kitab';
import { kitabPaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { marksOutbox, withPendingMarks } from '../../offline/marks-outbox';
import { orOfflineCopy } from '../../offline/offline-fallback';

/** A kitab's meetings and courses with the profile's completion marks and progress. */
export const getKitab = (kitabId: string, profileId: string) =>
  api.get<KitabDetail>(kitabPaths.kitab(encodeURIComponent(kitabId)), { query: { profileId } });

/** Online, or offline the downloaded copy; marks still on the phone count at once. */
export const getKitabQueryOptions = (kitabId: string, profileId: string) =>
  queryOptions({
    queryKey: ['kitab', kitabId, profileId],
    // Offline the downloaded copy answers: the query runs without a connection too.
    networkMode: 'always',
    queryFn: async () =>
      withPendingMarks(
        await orOfflineCopy(
          () => getKitab(kitabId, profileId),
          () => import('../../offline/offline-cache').then((cache) => cache.readKitab(profileId, kitabId)),
        ),
        marksOutbox.pending(profileId),
      ),
  });

export const useKitab = (kitabId: string, profileId: string) =>
  useQuery(getKitabQueryOptions(kitabId, profileId));
