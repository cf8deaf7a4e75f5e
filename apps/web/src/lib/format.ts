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
const dateFormat = cached(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Jakarta' }),
);

/** A price in rupiah, written the way the active language writes money (Rp 150.000 / IDR 150,000). */
export function formatPrice(amount: number, language: Language): string {
  return priceFormat(language).format(amount);
}

/** A date with time in the academy's time zone (Asia/Jakarta), so every learner reads the same hour. */
export function formatDateTime(iso: string, language: Language): string {
  return dateTimeFormat(language).format(new Date(iso));
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
