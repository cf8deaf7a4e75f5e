import type { NotificationSettings } from '@academy/contract/meetings';
import { meetingPaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getNotificationSettings = () => api.get<NotificationSettings>(meetingPaths.notificationSettings);

export const getNotificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['notification-settings'], queryFn: getNotificationSettings });

export const useNotificationSettings = () => useQuery(getNotificationSettingsQueryOptions());
