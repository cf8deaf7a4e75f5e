import { describe, expect, it } from 'vitest';
import { reminderTexts } from './notification-texts';

describe('reminder texts', () => {
  it('say a meeting meets on its day, in WIB, in both languages', () => {
    // Sunday 29 November 2026, 20.00 WIB.
    const { body } = reminderTexts.meetingReminder({
      title: { en: 'Meeting 3', id: 'Pertemuan 3' },
      classTitle: { en: 'Nahwu', id: 'Nahwu' },
      startsAt: new Date('2026-11-29T13:00:00Z'),
      where: null,
    });
    expect(body.en).toMatch(/^Nahwu meets on Sunday, November 29 at 08:00 PM WIB\.$/);
    expect(body.id).toMatch(/^Nahwu dimulai Minggu, 29 November (pukul )?20\.00 WIB\.$/);
  });
});
