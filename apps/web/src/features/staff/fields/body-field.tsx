import { Paper, SegmentedControl, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getAt } from '../form-values';
import type { FieldProps } from './field-props';

/**
 * A text course's body with its writing direction and a live preview as learners see it:
 * Arabic right to left, in the Arabic font the material page uses.
 */
export function BodyField({
  path,
  label,
  values,
  setValue,
  errorOf,
  directionPath,
}: FieldProps & { directionPath: string }) {
  const { t } = useTranslation('staff');
  const body = (getAt(values, path) as string | null | undefined) ?? '';
  const direction = (getAt(values, directionPath) as 'rtl' | 'ltr' | undefined) ?? 'ltr';
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500} id={`${path}-direction-label`}>
          {t('fields.direction')}
        </Text>
        <SegmentedControl
          aria-labelledby={`${path}-direction-label`}
          value={direction}
          onChange={(next) => setValue(directionPath, next)}
          data={[
            { value: 'rtl', label: t('form.rtl') },
            { value: 'ltr', label: t('form.ltr') },
          ]}
        />
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Textarea
          label={label}
          dir={direction}
          lang={direction === 'rtl' ? 'ar' : undefined}
          value={body}
          onChange={(event) => setValue(path, event.currentTarget.value)}
          error={errorOf(path)}
          autosize
          minRows={6}
          maxRows={20}
          styles={{ input: { fontSize: direction === 'rtl' ? '1.25rem' : undefined, lineHeight: 1.9 } }}
        />
        <Paper withBorder p="sm" radius="md" aria-label={t('form.preview')} component="section">
          <Text size="xs" c="dimmed" mb={4}>
            {t('form.preview')}
          </Text>
          <Text
            dir={direction}
            lang={direction === 'rtl' ? 'ar' : undefined}
            style={{
              whiteSpace: 'pre-wrap',
              fontSize: direction === 'rtl' ? '1.35rem' : undefined,
              lineHeight: 2,
            }}
          >
            {body || t('form.previewEmpty')}
          </Text>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
