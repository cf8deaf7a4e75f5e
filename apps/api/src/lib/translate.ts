import type { Language } from '@academy/contract/language';
import { isMessageKey, messages, type MessageKey } from '@academy/contract/messages';

export function translate(key: MessageKey, language: Language): string {
  return messages[key][language];
}

/** A zod issue's message is a message key when our schemas set it; anything else is generic. */
export function translateIssue(message: string, language: Language): string {
  return translate(isMessageKey(message) ? message : 'invalidValue', language);
}

/** A table's heading or cell word in the reader's language, written in place: `word('Paid', 'Lunas')`. */
export const wordsOf = (language: Language) => (en: string, id: string) => (language === 'en' ? en : id);
