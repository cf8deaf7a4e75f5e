import type { AppNotification } from '@academy/contract/meetings';
import { meetingPaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The profile's inbox, newest first, with its unread count. */
export const getNotifications = (profileId: string, page: number, size: number) =>
  api.getPagedWithMeta<AppNotification, { unread: number }>(meetingPaths.notifications(profileId), {
    query: { page, size },
  });

export const notificationsKey = (profileId: string) => ['notifications', profileId] as const;

export const getNotificationsQueryOptions = (profileId: string, page: number, size: number) =>
  queryOptions({
    queryKey: [...notificationsKey(profileId), { page, size }],
    queryFn: () => getNotifications(profileId, page, size),
    // The bell keeps the count fresh while the learner studies.
    refetchInterval: 60_000,
  });

export const useNotifications = (profileId: string, page: number, size: number) =>
  useQuery(getNotificationsQueryOptions(profileId, page, size));

/** The bell's page: the ten newest and the unread count, on every dashboard screen. */
export const getBellNotificationsQueryOptions = (profileId: string) =>
  getNotificationsQueryOptions(profileId, 1, 10);

export const useBellNotifications = (profileId: string) =>
  useQuery(getBellNotificationsQueryOptions(profileId));
