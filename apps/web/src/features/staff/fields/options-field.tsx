import { Button, Checkbox, Fieldset, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getAt } from '../form-values';
import type { FieldProps } from './field-props';
import { ListFieldEnd } from './list-field-end';
import { LocalizedField } from './localized-field';

type Option = { text: { en: string; id: string }; correct: boolean };

/** The options of a choice question: their texts, which are right, add and remove. */
export function OptionsField(props: FieldProps & { rtl: boolean }) {
  const { path, label, values, setValue, errorOf, rtl } = props;
  const { t } = useTranslation('staff');
  const options = (getAt(values, path) as Option[] | undefined) ?? [];
  const error = errorOf(path);

  return (
    <Fieldset legend={label}>
      <Stack gap="md">
        {options.map((option, index) => (
          <Stack key={index} gap="xs">
            <LocalizedField
              {...props}
              path={`${path}.${index}.text`}
              label={t('options.text', { number: index + 1 })}
              directionPath={rtl ? 'direction' : undefined}
            />
            <Group gap="md">
              <Checkbox
                label={t('options.correct', { number: index + 1 })}
                checked={option.correct}
                onChange={(event) => setValue(`${path}.${index}.correct`, event.currentTarget.checked)}
              />
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() =>
                  setValue(
                    path,
                    options.filter((_, i) => i !== index),
                  )
                }
              >
                {t('options.remove', { number: index + 1 })}
              </Button>
            </Group>
          </Stack>
        ))}
        <ListFieldEnd
          error={error}
          addLabel={t('options.add')}
          onAdd={() => setValue(path, [...options, { text: { en: '', id: '' }, correct: false }])}
        />
      </Stack>
    </Fieldset>
  );
}
