import type { CalendarEntry } from '@academy/contract/meetings';
import { meetingPaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A class's meetings for a learner of it: those to come first, then those held, latest first. */
export const getClassMeetings = (profileId: string, classId: string) =>
  api.get<CalendarEntry[]>(meetingPaths.classMeetings(profileId, classId));

// Under the calendar's key, so "I am here" renews the class page too.
export const getClassMeetingsQueryOptions = (profileId: string, classId: string) =>
  queryOptions({
    queryKey: ['calendar', profileId, 'class', classId],
    queryFn: () => getClassMeetings(profileId, classId),
  });

export const useClassMeetings = (profileId: string, classId: string) =>
  useQuery(getClassMeetingsQueryOptions(profileId, classId));
