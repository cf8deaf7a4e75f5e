import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getAt } from '../form-values';
import type { FieldProps } from './field-props';

/** A text in both languages: Indonesian and English side by side (stacked on a phone); Arabic when `rtl`. */
export function LocalizedField({
  path,
  label,
  values,
  setValue,
  errorOf,
  multiline,
  directionPath,
}: FieldProps & { multiline?: boolean; directionPath?: string }) {
  const { t } = useTranslation('staff');
  const Input = multiline ? Textarea : TextInput;
  // An Arabic text (direction `rtl`) is typed and shown right to left in both boxes.
  const rtl = directionPath !== undefined && getAt(values, directionPath) === 'rtl';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {(['id', 'en'] as const).map((language) => (
        <Input
          key={language}
          label={t('form.inLanguage', { label, language: t(`form.language.${language}`) })}
          lang={rtl ? 'ar' : language}
          dir={rtl ? 'rtl' : undefined}
          value={(getAt(values, `${path}.${language}`) as string | undefined) ?? ''}
          onChange={(event) => setValue(`${path}.${language}`, event.currentTarget.value)}
          error={errorOf(`${path}.${language}`)}
          {...(multiline ? { autosize: true, minRows: 3, maxRows: 12 } : {})}
        />
      ))}
    </SimpleGrid>
  );
}
