import type { CalendarFeed } from '@academy/contract/meetings';
import { meetingPaths } from '@academy/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getCalendarFeedQueryOptions } from './get-calendar-feed';

export const renewCalendarFeed = (profileId: string) =>
  api.post<CalendarFeed>(meetingPaths.calendarFeed(profileId));

/** A new private address; calendars subscribed to the old one stop receiving updates. */
export const useRenewCalendarFeed = (profileId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => renewCalendarFeed(profileId),
    onSuccess: (feed) => queryClient.setQueryData(getCalendarFeedQueryOptions(profileId).queryKey, feed),
  });
};
