import { describe, expect, it } from 'vitest';
import { isPayable, itemFromRoute, itemHref, statusInSentence, timeLeft } from './transaction-item';

const ids = {
  class: '11111111-1111-4111-8111-111111111111',
  kitab: '22222222-2222-4222-8222-222222222222',
  exam: '33333333-3333-4333-8333-333333333333',
  pertemuan: '44444444-4444-4444-8444-444444444444',
  course: '55555555-5555-4555-8555-555555555555',
};
const title = { en: 'T', id: 'T' };

describe('transaction items', () => {
  it('reads the item from the payment route', () => {
    expect(itemFromRoute({ classId: ids.class })).toEqual({ type: 'class', id: ids.class });
    expect(itemFromRoute({ classId: ids.class, kitabId: ids.kitab })).toEqual({
      type: 'kitab',
      id: ids.kitab,
    });
    expect(itemFromRoute({ classId: ids.class, kitabId: ids.kitab, examId: ids.exam })).toEqual({
      type: 'exam',
      id: ids.exam,
    });
  });

  it('links a paid item to where it opens', () => {
    const base = { title, classId: ids.class, kitabId: null, start: null };
    expect(itemHref({ ...base, type: 'class', id: ids.class })).toBe(`/dashboard/class/${ids.class}`);
    expect(
      itemHref({
        ...base,
        type: 'kitab',
        id: ids.kitab,
        kitabId: ids.kitab,
        start: { pertemuanId: ids.pertemuan, courseId: ids.course },
      }),
    ).toBe(`/dashboard/kitab/${ids.kitab}/p/${ids.pertemuan}/c/${ids.course}`);
    expect(itemHref({ ...base, type: 'exam', id: ids.exam, kitabId: ids.kitab })).toBe(
      `/dashboard/kitab/${ids.kitab}/q/${ids.exam}`,
    );
  });

  it('counts down in minutes and seconds, and stops at zero', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(timeLeft('2026-11-23T10:14:59Z', now)).toBe('14:59');
    expect(timeLeft('2026-11-23T09:59:00Z', now)).toBe('00:00');
    expect(isPayable({ status: 'pending', expiresAt: '2026-11-23T10:00:01Z' }, now)).toBe(true);
    expect(isPayable({ status: 'pending', expiresAt: '2026-11-23T09:59:59Z' }, now)).toBe(false);
    expect(isPayable({ status: 'settlement', expiresAt: '2026-11-23T10:10:00Z' }, now)).toBe(false);
  });
});

describe('a payment status inside a sentence', () => {
  it('has no capital mid-sentence in either language', async () => {
    const id = (await import('../../locales/id/payments.json')).default;
    const en = (await import('../../locales/en/payments.json')).default;
    const ended = (locale: typeof id, language: 'en' | 'id', status: keyof typeof id.status) =>
      locale.qris.ended.replace('{{status}}', statusInSentence(locale.status[status], language));
    expect(ended(id, 'id', 'cancel')).toBe('Pembayaran ini dibatalkan. Tidak ada dana yang ditarik.');
    expect(ended(id, 'id', 'expire')).toBe('Pembayaran ini kedaluwarsa. Tidak ada dana yang ditarik.');
    expect(ended(en, 'en', 'cancel')).toMatch(/^This payment is cancell?ed\. /);
  });
});
