import { languages, type Language } from '@academy/contract/language';
import { Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { setLanguage } from '../../../lib/i18n';
import { useUpdateUser } from '../api/update-user';

/** The interface language: switched and stored at once, and kept on the account. */
export function LanguageForm({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('settings');
  const update = useUpdateUser();
  const active = (i18n.resolvedLanguage ?? i18n.language) as Language;

  const choose = async (value: string) => {
    const language = languages.find((candidate) => candidate === value);
    if (!language || language === active) return;
    await setLanguage(language);
    try {
      await update.mutateAsync({ userId, body: { preferredLanguage: language } });
      toast.success(t('language.done', { lng: language }));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('common:error.generic'));
    }
  };

  return (
    <Radio.Group
      label={t('language.label')}
      name="language"
      value={active}
      onChange={(value) => void choose(value)}
    >
      <Group mt="xs" gap="lg">
        {languages.map((language) => (
          <Radio
            key={language}
            value={language}
            label={t(`common:language.${language}`)}
            lang={language}
            disabled={update.isPending}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
