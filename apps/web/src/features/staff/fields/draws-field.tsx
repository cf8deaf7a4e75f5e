import type { StaffExam } from '@academy/contract/staff';
import { Button, Fieldset, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getAt } from '../form-values';
import { useBankOfKitab } from '../question-bank/api/question-bank';
import type { FieldProps } from './field-props';
import { ListFieldEnd } from './list-field-end';

type Draw = StaffExam['draws'][number];

/** The categories of a kitab's class bank with how many questions each holds, in the bank's order. */
function useBankCategories(kitabId: string | undefined) {
  const { items, loading } = useBankOfKitab(kitabId);
  const counts = new Map<string, number>();
  for (const question of items ?? []) counts.set(question.category, (counts.get(question.category) ?? 0) + 1);
  return { counts, loading };
}

/**
 * An exam's random draws (decision 0114): each a category of the class's question bank and how
 * many questions every attempt draws from it, after the exam's fixed questions.
 */
export function DrawsField({ path, label, values, setValue, errorOf }: FieldProps) {
  const { t } = useTranslation('staff');
  const draws = (getAt(values, path) as Draw[] | undefined) ?? [];
  const { counts, loading } = useBankCategories(getAt(values, 'kitabId') as string | undefined);
  const categories = [...counts.keys()];
  const error = errorOf(path);

  return (
    <Fieldset legend={label}>
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          {loading ? t('draws.loading') : categories.length === 0 ? t('draws.emptyBank') : t('draws.hint')}
        </Text>
        {draws.map((draw, index) => {
          const number = index + 1;
          // A saved draw whose category has left the bank stays listed, so it can be seen and changed.
          const choices = categories.includes(draw.category) ? categories : [draw.category, ...categories];
          return (
            <Fieldset key={index} legend={t('draws.draw', { number })} variant="filled">
              <Stack gap="xs">
                <NativeSelect
                  label={t('draws.category')}
                  data={choices.map((category) => ({
                    value: category,
                    label: t('draws.categoryOption', { category, count: counts.get(category) ?? 0 }),
                  }))}
                  value={draw.category}
                  onChange={(event) => setValue(`${path}.${index}.category`, event.currentTarget.value)}
                  error={errorOf(`${path}.${index}.category`)}
                />
                <NumberInput
                  maw="14rem"
                  label={t('draws.count')}
                  value={draw.count}
                  onChange={(next) => setValue(`${path}.${index}.count`, next)}
                  allowDecimal={false}
                  min={1}
                  error={errorOf(`${path}.${index}.count`)}
                />
                <Button
                  w="fit-content"
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={() =>
                    setValue(
                      path,
                      draws.filter((_, i) => i !== index),
                    )
                  }
                  aria-label={t('draws.remove', { number })}
                >
                  {t('textList.removeShort')}
                </Button>
              </Stack>
            </Fieldset>
          );
        })}
        <ListFieldEnd
          error={error}
          addLabel={t('draws.add')}
          disabled={categories.length === 0}
          onAdd={() => setValue(path, [...draws, { category: categories[0]!, count: 1 }])}
        />
      </Stack>
    </Fieldset>
  );
}
