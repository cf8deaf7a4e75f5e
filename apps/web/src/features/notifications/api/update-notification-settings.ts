import type { NotificationSettings } from '@academy/contract/meetings';
import { meetingPaths } from '@academy/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getNotificationSettingsQueryOptions } from './get-notification-settings';

export const updateNotificationSettings = (body: NotificationSettings) =>
  api.put<NotificationSettings>(meetingPaths.notificationSettings, { body });

export const useUpdateNotificationSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) =>
      queryClient.setQueryData(getNotificationSettingsQueryOptions().queryKey, settings),
  });
};
