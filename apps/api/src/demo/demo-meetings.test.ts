import { describe, expect, it } from 'vitest';
import { demoMeetingSchedule } from './demo-meetings';

const inProgress = {
  slug: 'nahwu-ajurrumiyyah',
  state: 'in_progress' as const,
  department: 'bahasa-arab',
  startAt: new Date('2026-10-01T13:00:00Z'),
};

describe('the demo class in progress', () => {
  it('has its live meeting on today’s date in WIB, also in the half hour after midnight', () => {
    // 00:21 WIB on 30 November: live since midnight WIB, not since 23:50 the day before.
    const afterMidnight = demoMeetingSchedule(inProgress, 2, 6, new Date('2026-11-29T17:21:00Z'));
    expect(afterMidnight.scheduledAt.toISOString()).toBe('2026-11-29T17:00:00.000Z');
    // 12:02 WIB: started half an hour ago, on the five minutes.
    const midday = demoMeetingSchedule(inProgress, 2, 6, new Date('2026-11-30T05:02:00Z'));
    expect(midday.scheduledAt.toISOString()).toBe('2026-11-30T04:30:00.000Z');
  });
});
