import type { Language, Localized } from '@academy/contract/language';

const locales: Record<Language, string> = { en: 'en-US', id: 'id-ID' };

/** A price in rupiah, written the way the active language writes money (Rp 150.000 / IDR 150,000). */
export function formatPrice(amount: number, language: Language): string {
  return new Intl.NumberFormat(locales[language], {
    style: 'currency',
    currency: 'IDR',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(amount);
}

/** A date with time in the academy's time zone (Asia/Jakarta), so every learner reads the same hour. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(iso));
}

export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'medium', timeZone: 'Asia/Jakarta' }).format(
    new Date(iso),
  );
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
