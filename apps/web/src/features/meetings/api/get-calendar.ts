import type { CalendarEntry } from '@academy/contract/meetings';
import { meetingPaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The profile's meetings, exam windows and payment deadlines from `from` to `to` (WIB dates), in time order. */
export const getCalendar = (profileId: string, from: string, to: string) =>
  api.get<CalendarEntry[]>(meetingPaths.calendar(profileId), { query: { from, to } });

export const getCalendarQueryOptions = (profileId: string, from: string, to: string) =>
  queryOptions({
    queryKey: ['calendar', profileId, { from, to }],
    queryFn: () => getCalendar(profileId, from, to),
  });

export const useCalendar = (profileId: string, from: string, to: string) =>
  useQuery(getCalendarQueryOptions(profileId, from, to));
