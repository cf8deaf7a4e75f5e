import { describe, expect, it } from 'vitest';
import { calendarMoments, momentsWithin } from '@academy/contract/calendar-moments';
import type { CalendarEntry } from '@academy/contract/meetings';
import { addDays, meetingOpen, monthBounds, monthGrid, wibDay, wibDaysWindow } from './meeting-dates';

describe('meeting dates', () => {
  it('reads an instant as its day in WIB', () => {
    expect(wibDay('2026-11-27T16:59:00Z')).toBe('2026-11-27');
    expect(wibDay('2026-11-27T17:00:00Z')).toBe('2026-11-28');
  });

  it('builds a month grid of whole weeks from Monday', () => {
    expect(monthBounds('2026-02-14')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    const grid = monthGrid('2026-11-10');
    expect(grid[0]).toBe('2026-10-26');
    expect(grid.at(-1)).toBe('2026-12-06');
    expect(grid.length % 7).toBe(0);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('lights a meeting from 15 minutes before its start until its end', () => {
    const startsAt = '2026-11-28T13:00:00Z';
    const endsAt = '2026-11-28T14:30:00Z';
    expect(meetingOpen(new Date('2026-11-28T12:44:59Z'), startsAt, endsAt)).toBe(false);
    expect(meetingOpen(new Date('2026-11-28T12:45:00Z'), startsAt, endsAt)).toBe(true);
    expect(meetingOpen(new Date('2026-11-28T14:29:59Z'), startsAt, endsAt)).toBe(true);
    expect(meetingOpen(new Date('2026-11-28T14:30:00Z'), startsAt, endsAt)).toBe(false);
  });

  it('keeps December’s agenda to December’s WIB days, an exam opened in November by its closing only', () => {
    const { first, last } = monthBounds('2026-12-01');
    const window = wibDaysWindow(first, last);
    expect(window.start.toISOString()).toBe('2026-11-30T17:00:00.000Z');
    expect(window.end.toISOString()).toBe('2026-12-31T17:00:00.000Z');
    const exam = {
      type: 'exam',
      id: '00000000-0000-4000-8000-000000000001',
      title: { en: 'Exam', id: 'Ujian' },
      // 04.51 WIB on 20 November to 04.51 WIB on 20 December.
      startsAt: '2026-11-19T21:51:00.000Z',
      endsAt: '2026-12-19T21:51:00.000Z',
      classId: null,
      classTitle: null,
      url: '/x',
      number: null,
      place: null,
      recordingUrl: null,
      attended: null,
    } satisfies CalendarEntry;
    const december = momentsWithin(calendarMoments([exam]), window.start, window.end);
    expect(december.map((moment) => [moment.kind, wibDay(moment.startsAt)])).toEqual([
      ['examCloses', '2026-12-20'],
    ]);
  });
});
