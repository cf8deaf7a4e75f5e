import { languages, type Language } from '@academy/contract/language';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../lib/i18n';

/** Switches and remembers the interface language; on every page through both layouts. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const active = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Button.Group aria-label={t('language.label')}>
      {languages.map((language: Language) => (
        <Button
          key={language}
          size="compact-sm"
          variant={active === language ? 'filled' : 'default'}
          aria-pressed={active === language}
          // The name starts with what the button shows (WCAG 2.5.3), then says it in full.
          aria-label={t('language.button', { code: language.toUpperCase(), name: t(`language.${language}`) })}
          lang={language}
          onClick={() => void setLanguage(language)}
        >
          {language.toUpperCase()}
        </Button>
      ))}
    </Button.Group>
  );
}
