import { defaultLanguage, languages, toLanguage, type Language } from '@academy/contract/language';
import { messages } from '@academy/contract/messages';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { preferredLanguage } from './language-choice';
import { startingNamespaces } from './starting-namespaces';
import { writeStored } from './storage';

/**
 * Validation and error texts come from the contract (one source for the API and the app),
 * never copied into JSON files: `t('validation:passwordTooShort')`.
 */
export function validationNamespace(language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, text[language]]));
}

/**
 * Each feature owns a namespace: `src/locales/{en,id}/<namespace>.json`, loaded on first use
 * (`useTranslation('auth')`), so a screen's texts arrive with the screen.
 */
const localeFiles = import.meta.glob<{ default: ResourceKey }>('../locales/*/*.json');

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = localeFiles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export const i18n = i18next.createInstance();

export function initI18n(language: Language = preferredLanguage()) {
  i18n.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  return i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...languages],
      // A missing translation shows its key (spec §1): no fallback language.
      fallbackLng: false,
      ns: startingNamespaces,
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: Object.fromEntries(languages.map((l) => [l, { validation: validationNamespace(l) }])),
      interpolation: { escapeValue: false },
      returnNull: false,
    });
}

/** The active interface language (sent as Accept-Language). */
export function activeLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? defaultLanguage;
}

/** Switches the interface language and remembers it as the preferred language. */
export async function setLanguage(language: Language) {
  writeStored('language', language);
  await i18n.changeLanguage(language);
}
