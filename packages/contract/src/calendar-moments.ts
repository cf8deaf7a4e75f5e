import type { CalendarEntry } from './meetings';

// What a calendar draws of a profile's calendar entries (issue 38, item 15). The app's calendar
// and the iCalendar feed both draw these, so they agree.

export const calendarMomentKinds = ['meeting', 'examOpens', 'examCloses', 'paymentDue'] as const;
export type CalendarMomentKind = (typeof calendarMomentKinds)[number];

export interface CalendarMoment {
  kind: CalendarMomentKind;
  /** Unique in a calendar: `meeting-{id}`, `exam-opens-{id}`, `exam-closes-{id}`, `payment-{id}`. */
  key: string;
  entry: CalendarEntry;
  startsAt: string;
  /** A meeting's end; null for a point in time (an exam opening or closing, a payment deadline). */
  endsAt: string | null;
}

/**
 * A meeting is drawn as itself; an exam as two points, its opening and its closing (never as one
 * event across its window, which may last a year); a payment as its deadline. In time order.
 */
export function calendarMoments(entries: readonly CalendarEntry[]): CalendarMoment[] {
  const moments = entries.flatMap((entry): CalendarMoment[] => {
    switch (entry.type) {
      case 'meeting':
        return [
          {
            kind: 'meeting',
            key: `meeting-${entry.id}`,
            entry,
            startsAt: entry.startsAt,
            endsAt: entry.endsAt,
          },
        ];
      case 'exam':
        return [
          { kind: 'examOpens', key: `exam-opens-${entry.id}`, entry, startsAt: entry.startsAt, endsAt: null },
          { kind: 'examCloses', key: `exam-closes-${entry.id}`, entry, startsAt: entry.endsAt, endsAt: null },
        ];
      case 'payment':
        return [
          { kind: 'paymentDue', key: `payment-${entry.id}`, entry, startsAt: entry.endsAt, endsAt: null },
        ];
    }
  });
  return moments.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.key.localeCompare(b.key));
}

/** The moments that start in `[start, end)`: a month's agenda keeps to its month. */
export function momentsWithin(moments: readonly CalendarMoment[], start: Date, end: Date): CalendarMoment[] {
  return moments.filter((moment) => {
    const at = Date.parse(moment.startsAt);
    return at >= start.getTime() && at < end.getTime();
  });
}

/**
 * The class a moment names beside its title, or null when that would only repeat the title (a
 * class's own payment is titled with the class).
 */
export function momentClassTitle(moment: CalendarMoment, language: 'en' | 'id'): string | null {
  const classTitle = moment.entry.classTitle?.[language];
  if (!classTitle || classTitle === moment.entry.title[language]) return null;
  return classTitle;
}
