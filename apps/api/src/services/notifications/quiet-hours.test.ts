import { describe, expect, it } from 'vitest';
import { inQuietHours, quietHoursEnd, whatsappDueAt } from './quiet-hours';

// 14:00 UTC is 21:00 WIB; 23:00 UTC is 06:00 WIB of the next day.
describe('quiet hours (21.00–06.00 WIB)', () => {
  it('holds from 21.00 until 06.00 WIB', () => {
    expect(inQuietHours(new Date('2026-11-27T13:59:59Z'))).toBe(false);
    expect(inQuietHours(new Date('2026-11-27T14:00:00Z'))).toBe(true);
    expect(inQuietHours(new Date('2026-11-27T22:59:59Z'))).toBe(true);
    expect(inQuietHours(new Date('2026-11-27T23:00:00Z'))).toBe(false);
  });

  it('puts a message off until 06.00 WIB, before or after midnight', () => {
    expect(quietHoursEnd(new Date('2026-11-27T15:00:00Z')).toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(quietHoursEnd(new Date('2026-11-27T20:00:00Z')).toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(whatsappDueAt(new Date('2026-11-27T15:00:00Z')).toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(whatsappDueAt(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });

  it('lets a meeting within the hour through', () => {
    const now = new Date('2026-11-27T15:00:00Z');
    expect(whatsappDueAt(now, new Date('2026-11-27T15:45:00Z'))).toEqual(now);
    expect(whatsappDueAt(now, new Date('2026-11-27T16:30:00Z')).toISOString()).toBe(
      '2026-11-27T23:00:00.000Z',
    );
  });
});
