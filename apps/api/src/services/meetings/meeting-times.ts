import {
  attendanceOpensMinutesBefore,
  calendarMaxDays,
  type CalendarQuery,
} from '@academy/contract/meetings';
import { fieldError } from '../../lib/app-error';

const minute = 60_000;
const day = 86_400_000;
/** WIB (Asia/Jakarta) is UTC+7 all year: an ISO date is a WIB day. */
const wibOffsetMs = 7 * 60 * minute;

/** When a meeting ends. */
export const meetingEnd = (startsAt: Date, durationMinutes: number) =>
  new Date(startsAt.getTime() + durationMinutes * minute);

/**
 * Whether a learner may mark attendance (and the join button is lit): from 15 minutes before
 * the meeting starts until it ends.
 */
export function attendanceOpen(now: Date, startsAt: Date, durationMinutes: number): boolean {
  const opens = startsAt.getTime() - attendanceOpensMinutesBefore * minute;
  return now.getTime() >= opens && now.getTime() < meetingEnd(startsAt, durationMinutes).getTime();
}

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
/** Midnight WIB of an ISO date. */
const wibMidnight = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - wibOffsetMs);

/**
 * The calendar's window `[start, end)`: a date is its whole WIB day (`to` included), an instant
 * itself. 400 when the end is before the start or the window is longer than 92 days.
 */
export function calendarWindow(query: CalendarQuery): { start: Date; end: Date } {
  const start = isDate(query.from) ? wibMidnight(query.from) : new Date(query.from);
  const end = isDate(query.to) ? new Date(wibMidnight(query.to).getTime() + day) : new Date(query.to);
  if (end.getTime() < start.getTime()) {
    throw fieldError('to', 'calendarRangeOrder');
  }
  if (end.getTime() - start.getTime() > calendarMaxDays * day) {
    throw fieldError('to', 'calendarRangeTooLong');
  }
  return { start, end };
}
