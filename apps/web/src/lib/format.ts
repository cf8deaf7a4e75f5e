import type { Language, Localized } from '@academy/contract/language';

const locales: Record<Language, string> = { en: 'en-US', id: 'id-ID' };

/**
 * Formatters are costly to make (a class card's dates built one each, a long task on a slow
 * phone) and never change: one per language and kind, made on first use.
 */
function cached<T>(make: (locale: string) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    let formatter = made.get(language);
    if (!formatter) {
      formatter = make(locales[language]);
      made.set(language, formatter);
    }
    return formatter;
  };
}

const priceFormat = cached(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'IDR',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }),
);
const dateTimeFormat = cached(
  (locale) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jakarta' }),
);
const weekdayFormat = cached(
  (locale) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'Asia/Jakarta' }),
);
const dateFormat = cached(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Jakarta' }),
);

const durationUnits = [
  ['day', 24 * 60],
  ['hour', 60],
  ['minute', 1],
] as const;
const unitFormat = Object.fromEntries(
  durationUnits.map(([unit]) => [
    unit,
    cached((locale) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' })),
  ]),
) as Record<(typeof durationUnits)[number][0], (language: Language) => Intl.NumberFormat>;

/**
 * A length of time given in minutes, in the largest whole units: 4320 → "3 days" / "3 hari",
 * 90 → "1 hour 30 minutes" / "1 jam 30 menit" (a take-home exam is not "4320 minutes").
 */
export function formatDuration(minutes: number, language: Language): string {
  let left = Math.max(0, Math.round(minutes));
  const parts: string[] = [];
  for (const [unit, size] of durationUnits) {
    const count = Math.floor(left / size);
    left -= count * size;
    if (count > 0) parts.push(unitFormat[unit](language).format(count));
  }
  return parts.length > 0 ? parts.join(' ') : unitFormat.minute(language).format(0);
}

/** A price in rupiah, written the way the active language writes money (Rp 150.000 / IDR 150,000). */
export function formatPrice(amount: number, language: Language): string {
  return priceFormat(language).format(amount);
}

/** A date with time in the academy's time zone (Asia/Jakarta), so every learner reads the same hour. */
export function formatDateTime(iso: string, language: Language): string {
  return dateTimeFormat(language).format(new Date(iso));
}

/** The day of the week of an instant in the academy's time zone: "Saturday" / "Sabtu". */
export function formatWeekday(iso: string, language: Language): string {
  return weekdayFormat(language).format(new Date(iso));
}

export function formatDate(iso: string, language: Language): string {
  return dateFormat(language).format(new Date(iso));
}

/**
 * A sentence's closing full stop, unless it already ends with one: a name such as
 * "Ustadz Abdullah Hakim, Lc., M.A." must not end a sentence with "M.A..".
 */
export function endSentence(text: string): string {
  return /[.!?…]$/.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`;
}

/** The text of a two-language server value in the active language. */
export function localize(text: Localized, language: Language): string {
  return text[language];
}
