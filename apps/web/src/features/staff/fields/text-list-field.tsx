import { Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getAt } from '../form-values';
import type { FieldProps } from './field-props';
import { ListFieldEnd } from './list-field-end';

/** A list of short texts (the accepted answers of a short-answer question). */
export function TextListField({
  path,
  label,
  values,
  setValue,
  errorOf,
  rtl,
}: FieldProps & { rtl: boolean }) {
  const { t } = useTranslation('staff');
  const items = (getAt(values, path) as string[] | undefined) ?? [];
  const error = errorOf(path);

  return (
    <Fieldset legend={label}>
      <Stack gap="sm">
        {items.map((item, index) => (
          <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('textList.item', { label, number: index + 1 })}
              dir={rtl ? 'rtl' : undefined}
              lang={rtl ? 'ar' : undefined}
              value={item}
              onChange={(event) => setValue(`${path}.${index}`, event.currentTarget.value)}
              error={errorOf(`${path}.${index}`)}
            />
            <Button
              variant="subtle"
              color="red.9"
              c="red.9"
              onClick={() =>
                setValue(
                  path,
                  items.filter((_, i) => i !== index),
                )
              }
              aria-label={t('textList.remove', { label, number: index + 1 })}
            >
              {t('textList.removeShort')}
            </Button>
          </Group>
        ))}
        <ListFieldEnd
          error={error}
          addLabel={t('textList.add')}
          onAdd={() => setValue(path, [...items, ''])}
        />
      </Stack>
    </Fieldset>
  );
}
