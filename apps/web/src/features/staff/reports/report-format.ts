import type { Language } from '@academy/contract/language';
import type { ClassEnrolments } from '@academy/contract/staff-reports';

const locales: Record<Language, string> = { en: 'en-GB', id: 'id-ID' };

/**
 * A day (YYYY-MM-DD) as a bar's label, short enough for twelve bars on a phone: day/month
 * ("5/1"), the order both languages write dates in.
 */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${date}/${month}`;
}

/** A day in full: "5 Jan 2026" / "5 Jan 2026". */
export function longDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A month (YYYY-MM): "Jan 2026" / "Jan 2026". */
export function monthLabel(month: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** A figure written short for a bar's label: 1.2M / 1,2 jt. */
export function compactNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { notation: 'compact', maximumFractionDigits: 1 }).format(
    value,
  );
}

export function plainNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], { maximumFractionDigits: 1 }).format(value);
}

/** What a chart's summary says: the total and the largest bar (the first of equals). */
export function barsSummary<T>(rows: readonly T[], value: (row: T) => number) {
  let total = 0;
  let peak: T | undefined;
  for (const row of rows) {
    total += value(row);
    if (peak === undefined || value(row) > value(peak)) peak = row;
  }
  return { total, peak };
}

/** The enrolments of every class in the table, status by status: the sum of its rows. */
export function enrolmentTotals(rows: readonly ClassEnrolments[]) {
  const sum = (pick: (row: ClassEnrolments) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    active: sum((row) => row.active),
    waitingPayment: sum((row) => row.waitingPayment),
    suspended: sum((row) => row.suspended),
    total: sum((row) => row.total),
  };
}
