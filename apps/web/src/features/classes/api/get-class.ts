import type { ClassDetail } from '@academy/contract/catalogue';
import { cataloguePaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';

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
    // A learner's class page opens offline from a kitab downloaded in it (decision 0156).
    networkMode: profileId ? 'always' : 'online',
    queryFn: async () => {
      try {
        return await getClass(classKey, profileId);
      } catch (error) {
        if (!profileId || !(error instanceof ApiError && error.code === 0)) throw error;
        const copy = await import('../../offline/offline-cache')
          .then((downloads) => downloads.readClass(profileId, classKey))
          .catch(() => null);
        if (!copy) throw error;
        return copy;
      }
    },
  });

export const useClass = (classKey: string, profileId: string | null) =>
  useQuery(getClassQueryOptions(classKey, profileId));
