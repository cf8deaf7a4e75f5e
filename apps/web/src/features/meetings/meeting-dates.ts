import { attendanceOpensMinutesBefore } from '@academy/contract/meeting-rules';

const day = 86_400_000;
/** WIB is UTC+7 all year. */
const wibOffsetMs = 7 * 3_600_000;

/** The WIB calendar day of an instant, as an ISO date (`2026-11-28`). */
export function wibDay(at: Date | string): string {
  return new Date(new Date(at).getTime() + wibOffsetMs).toISOString().slice(0, 10);
}

/** An ISO date `days` after another. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * day).toISOString().slice(0, 10);
}

/** The first and last day of the month of an ISO date. */
export function monthBounds(date: string): { first: string; last: string } {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const first = `${date.slice(0, 7)}-01`;
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { first, last };
}

/** The instants `[start, end)` of the WIB days from `first` to `last`, both included. */
export function wibDaysWindow(first: string, last: string): { start: Date; end: Date } {
  const midnight = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - wibOffsetMs);
  return { start: midnight(first), end: midnight(addDays(last, 1)) };
}

/**
 * The days of a month grid: whole weeks from Monday, the month's days and the days around it
 * that fill its first and last week.
 */
export function monthGrid(date: string): string[] {
  const { first, last } = monthBounds(date);
  const mondayIndex = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;
  const start = addDays(first, -mondayIndex(first));
  const end = addDays(last, 6 - mondayIndex(last));
  const days: string[] = [];
  for (let current = start; current <= end; current = addDays(current, 1)) days.push(current);
  return days;
}

/**
 * Whether a meeting can be joined (its button lit) and attended: from 15 minutes before it
 * starts until it ends, the server's rule.
 */
export function meetingOpen(now: Date, startsAt: string, endsAt: string): boolean {
  const opens = Date.parse(startsAt) - attendanceOpensMinutesBefore * 60_000;
  return now.getTime() >= opens && now.getTime() < Date.parse(endsAt);
}

const localeOf = (language: string) => (language === 'id' ? 'id-ID' : 'en-US');

/** A WIB day written long in Gregorian and Umm al-Qura Hijri, in the interface language. */
export function dayHeading(date: string, language: string): { gregorian: string; hijri: string } {
  // Noon WIB of the day: the same day in Asia/Jakarta whatever the device's zone.
  const at = new Date(Date.parse(`${date}T05:00:00Z`));
  const options = { dateStyle: 'full', timeZone: 'Asia/Jakarta' } as const;
  return {
    gregorian: new Intl.DateTimeFormat(localeOf(language), options).format(at),
    hijri: new Intl.DateTimeFormat(`${localeOf(language)}-u-ca-islamic-umalqura`, {
      dateStyle: 'long',
      timeZone: 'Asia/Jakarta',
    }).format(at),
  };
}

/** "20.00" / "8:00 PM": a time of day in WIB. */
export function wibTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(iso));
}
