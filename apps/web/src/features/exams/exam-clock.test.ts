import { describe, expect, it } from 'vitest';
import { clockOffset, crossedWarning, formatTimeLeft, timeLeftMs } from './exam-clock';

describe('exam clock', () => {
  it('reads the time left from the server’s clock, whatever the device clock says', () => {
    const deviceNow = Date.parse('2025-01-01T10:00:00Z');
    // The device is 3 minutes fast: the server says 09:57.
    const offset = clockOffset('2025-01-01T09:57:00Z', deviceNow);
    expect(timeLeftMs('2025-01-01T10:07:00Z', deviceNow + offset)).toBe(10 * 60_000);
    expect(timeLeftMs('2025-01-01T09:00:00Z', deviceNow + offset)).toBe(0);
  });

  it('writes minutes and seconds, with hours when long, rounding up', () => {
    expect(formatTimeLeft(61_000)).toBe('1:01');
    expect(formatTimeLeft(500)).toBe('0:01');
    expect(formatTimeLeft(0)).toBe('0:00');
    expect(formatTimeLeft(3 * 3600_000 + 5 * 60_000)).toBe('3:05:00');
  });

  it('warns once at 5 minutes and once at 1 minute', () => {
    expect(crossedWarning(300_500, 299_500)).toBe(300_000);
    expect(crossedWarning(299_500, 298_500)).toBeNull();
    expect(crossedWarning(60_200, 59_200)).toBe(60_000);
    // Opening the exam with 30 s left warns at 1 minute, not 5.
    expect(crossedWarning(Infinity, 30_000)).toBe(60_000);
    expect(crossedWarning(1000, 0)).toBeNull();
  });
});
