import { defaultLanguage, toLanguage, type Language } from '@academy/contract/language';
import { useTranslation } from 'react-i18next';

/** The active interface language; re-renders when it changes (server texts are picked by it). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? defaultLanguage;
}
