import { activeHoursTimeZone } from '@academy/contract/active-hours';

// Dates printed on certificates: Gregorian and Hijri (Umm al-Qura, the calendar of Saudi Arabia),
// both on the academy's home day, so a certificate issued at 23:30 WIB carries that day.

const zone = activeHoursTimeZone;

const hijriNumeric = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  timeZone: zone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Umm al-Qura date of an instant, `YYYY-MM-DD` (e.g. `1448-06-13`). */
export function hijriDate(at: Date): string {
  const parts = Object.fromEntries(hijriNumeric.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The Gregorian year of issue in the academy's zone: the `{year}` of a certificate number. */
export function issueYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: zone, year: 'numeric' }).format(at));
}

export type DateLanguage = 'en' | 'id' | 'ar';

const locales: Record<DateLanguage, { gregorian: string; hijri: string }> = {
  en: { gregorian: 'en-GB', hijri: 'en-u-ca-islamic-umalqura' },
  id: { gregorian: 'id', hijri: 'id-u-ca-islamic-umalqura' },
  // Western digits: fontkit lays out Arabic-Indic digits as Arabic script, right to left.
  ar: { gregorian: 'ar-u-nu-latn', hijri: 'ar-SA-u-ca-islamic-umalqura-nu-latn' },
};

/** "23 November 2026" and "13 Jumadilakhir 1448 H" style dates in a certificate's language. */
export function printedDates(at: Date, language: DateLanguage) {
  const format = (locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: zone }).format(at);
  return { gregorian: format(locales[language].gregorian), hijri: format(locales[language].hijri) };
}
