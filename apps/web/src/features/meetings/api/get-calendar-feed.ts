import type { CalendarFeed } from '@academy/contract/meetings';
import { meetingPaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The profile's private iCalendar address (made on first ask). */
export const getCalendarFeed = (profileId: string) =>
  api.get<CalendarFeed>(meetingPaths.calendarFeed(profileId));

export const getCalendarFeedQueryOptions = (profileId: string) =>
  queryOptions({
    queryKey: ['calendar-feed', profileId],
    queryFn: () => getCalendarFeed(profileId),
  });

export const useCalendarFeed = (profileId: string) => useQuery(getCalendarFeedQueryOptions(profileId));
