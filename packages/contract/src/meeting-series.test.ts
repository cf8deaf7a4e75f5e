import { describe, expect, it } from 'vitest';
import { meetingSeriesStarts } from './meetings';

describe('meetingSeriesStarts', () => {
  it('counts the chosen weekdays from the first date on, at the time in WIB', () => {
    const starts = meetingSeriesStarts({ firstDate: '2026-12-31', time: '20:00', weekdays: [6], count: 3 });
    // 31 December 2026 is a Thursday: the first Saturday is 2 January 2027, across the new year.
    expect(starts.map((at) => at.toISOString())).toEqual([
      '2027-01-02T13:00:00.000Z',
      '2027-01-09T13:00:00.000Z',
      '2027-01-16T13:00:00.000Z',
    ]);
  });

  it('includes the first date when it is one of the weekdays, and alternates several weekdays', () => {
    const starts = meetingSeriesStarts({
      firstDate: '2027-03-01',
      time: '05:15',
      weekdays: [1, 3],
      count: 4,
    });
    // 05.15 WIB is 22.15 UTC the day before.
    expect(starts.map((at) => at.toISOString())).toEqual([
      '2027-02-28T22:15:00.000Z',
      '2027-03-02T22:15:00.000Z',
      '2027-03-07T22:15:00.000Z',
      '2027-03-09T22:15:00.000Z',
    ]);
  });

  it('answers no dates without a weekday', () => {
    expect(meetingSeriesStarts({ firstDate: '2027-03-01', time: '05:15', weekdays: [], count: 4 })).toEqual(
      [],
    );
  });
});
