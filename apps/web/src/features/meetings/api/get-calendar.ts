import type { CalendarEntry } from '@academy/contract/meetings';
import { meetingPaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addDays, wibDay } from '../meeting-dates';

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

/** How far the dashboard's upcoming meetings look: a week back (the last recording) and two months ahead. */
const upcomingDaysBack = 7;
const upcomingDaysAhead = 60;

/** The dashboard's upcoming meetings: fixed per WIB day, so the query is not asked again at every tick. */
export const getUpcomingCalendarQueryOptions = (profileId: string, now: Date) => {
  const today = wibDay(now);
  return getCalendarQueryOptions(
    profileId,
    addDays(today, -upcomingDaysBack),
    addDays(today, upcomingDaysAhead),
  );
};

export const useUpcomingCalendar = (profileId: string, now: Date) =>
  useQuery(getUpcomingCalendarQueryOptions(profileId, now));
