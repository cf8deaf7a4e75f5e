import { describe, expect, it } from 'vitest';
import { calendarMoments, momentClassTitle, momentsWithin } from './calendar-moments';
import type { CalendarEntry } from './meetings';

const entry = (fields: Partial<CalendarEntry> & Pick<CalendarEntry, 'type' | 'startsAt' | 'endsAt'>) =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    title: { en: 'Final exam', id: 'Ujian akhir' },
    classId: '00000000-0000-4000-8000-0000000000c1',
    classTitle: { en: 'Arbain', id: 'Arbain' },
    url: '/somewhere',
    number: null,
    place: null,
    recordingUrl: null,
    attended: null,
    ...fields,
  }) satisfies CalendarEntry;

// 1 December 2026 00:00 WIB and 1 January 2027 00:00 WIB.
const december = { start: new Date('2026-11-30T17:00:00Z'), end: new Date('2026-12-31T17:00:00Z') };

describe('calendarMoments', () => {
  it('draws an exam as its opening and its closing, two points, never one event across its window', () => {
    // Opens 04.51 WIB on 20 November, closes a year later.
    const exam = entry({
      type: 'exam',
      startsAt: '2026-11-19T21:51:00.000Z',
      endsAt: '2027-11-19T21:51:00.000Z',
    });
    expect(calendarMoments([exam]).map(({ kind, startsAt, endsAt }) => ({ kind, startsAt, endsAt }))).toEqual(
      [
        { kind: 'examOpens', startsAt: '2026-11-19T21:51:00.000Z', endsAt: null },
        { kind: 'examCloses', startsAt: '2027-11-19T21:51:00.000Z', endsAt: null },
      ],
    );
  });

  it('keeps a meeting’s span, draws a payment at its deadline, and orders everything by time', () => {
    const meeting = entry({
      type: 'meeting',
      id: '00000000-0000-4000-8000-000000000002',
      startsAt: '2026-12-05T13:00:00.000Z',
      endsAt: '2026-12-05T14:30:00.000Z',
    });
    const payment = entry({
      type: 'payment',
      id: '00000000-0000-4000-8000-000000000003',
      startsAt: '2026-12-01T01:00:00.000Z',
      endsAt: '2026-12-06T01:15:00.000Z',
    });
    expect(
      calendarMoments([payment, meeting]).map((moment) => [moment.key, moment.startsAt, moment.endsAt]),
    ).toEqual([
      [
        'meeting-00000000-0000-4000-8000-000000000002',
        '2026-12-05T13:00:00.000Z',
        '2026-12-05T14:30:00.000Z',
      ],
      ['payment-00000000-0000-4000-8000-000000000003', '2026-12-06T01:15:00.000Z', null],
    ]);
  });
});

describe('momentsWithin', () => {
  it('keeps December’s agenda to December: an exam opened in November shows only its closing', () => {
    const exam = entry({
      type: 'exam',
      startsAt: '2026-11-19T21:51:00.000Z',
      endsAt: '2026-12-10T21:51:00.000Z',
    });
    // A meeting on 30 November at 23.30 WIB that ends after midnight belongs to November.
    const lateMeeting = entry({
      type: 'meeting',
      id: '00000000-0000-4000-8000-000000000004',
      startsAt: '2026-11-30T16:30:00.000Z',
      endsAt: '2026-11-30T18:00:00.000Z',
    });
    // 1 December at 00.00 WIB is December's.
    const midnight = entry({
      type: 'payment',
      id: '00000000-0000-4000-8000-000000000005',
      startsAt: '2026-11-30T16:00:00.000Z',
      endsAt: '2026-11-30T17:00:00.000Z',
    });
    const kept = momentsWithin(calendarMoments([exam, lateMeeting, midnight]), december.start, december.end);
    expect(kept.map((moment) => moment.kind)).toEqual(['paymentDue', 'examCloses']);
  });
});

describe('momentClassTitle', () => {
  it('names the class beside a payment only when the payment is not for the class itself', () => {
    const [classPayment] = calendarMoments([
      entry({
        type: 'payment',
        title: { en: 'Arbain', id: 'Arbain' },
        startsAt: 'x',
        endsAt: '2026-12-06T01:15:00.000Z',
      }),
    ]);
    expect(momentClassTitle(classPayment!, 'en')).toBeNull();
    const [kitabPayment] = calendarMoments([
      entry({
        type: 'payment',
        title: { en: 'Matn', id: 'Matan' },
        startsAt: 'x',
        endsAt: '2026-12-06T01:15:00.000Z',
      }),
    ]);
    expect(momentClassTitle(kitabPayment!, 'id')).toBe('Arbain');
  });
});
