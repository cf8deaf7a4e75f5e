import type { NotificationReadBody } from '@academy/contract/meetings';
import { meetingPaths } from '@academy/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationsKey } from './get-notifications';

export const markNotificationsRead = (profileId: string, body: NotificationReadBody) =>
  api.post<{ unread: number }>(meetingPaths.notificationsRead(profileId), { body });

/** Marks some notifications (or all) read; the inbox and the bell follow. */
export const useMarkNotificationsRead = (profileId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationReadBody) => markNotificationsRead(profileId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey(profileId) }),
  });
};
