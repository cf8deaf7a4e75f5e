import { defaultLanguage, languages, toLanguage, type Language } from '@academy/contract/language';
import { readStored } from './storage';

/**
 * Interface language (decisions §1): the stored preferred language wins; else the browser's
 * first language whose primary subtag we speak (`en-GB` → `en`); else `id`.
 */
export function resolveLanguage(stored: unknown, browserLanguages: readonly string[]): Language {
  if (typeof stored === 'string') {
    const language = languages.find((l) => l === stored);
    if (language) return language;
  }
  for (const tag of browserLanguages) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return defaultLanguage;
}

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
}

/** The language this visitor's app starts in. */
export function preferredLanguage(): Language {
  return resolveLanguage(readStored('language'), browserLanguages());
}
