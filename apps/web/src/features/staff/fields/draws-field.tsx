import { questionBankScopes, type QuestionBankScope, type StaffExam } from '@academy/contract/staff';
import { Button, Fieldset, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getAt } from '../form-values';
import { useBankOfKitab } from '../question-bank/api/question-bank';
import type { FieldProps } from './field-props';
import { ListFieldEnd } from './list-field-end';

type Draw = StaffExam['draws'][number];

/** The categories of a bank with how many questions each holds, in the bank's order. */
function useBankCategories(kitabId: string | undefined, bank: QuestionBankScope) {
  const { items, loading } = useBankOfKitab(kitabId, bank);
  const counts = new Map<string, number>();
  for (const question of items ?? []) counts.set(question.category, (counts.get(question.category) ?? 0) + 1);
  return { counts, loading };
}

/**
 * An exam's random draws (decision 0114): each a category of the class's question bank or of the
 * academy's (decision 0121) and how many questions every attempt draws from it, after the exam's
 * fixed questions.
 */
export function DrawsField({ path, label, values, setValue, errorOf }: FieldProps) {
  const { t } = useTranslation('staff');
  const draws = (getAt(values, path) as Draw[] | undefined) ?? [];
  const kitabId = getAt(values, 'kitabId') as string | undefined;
  const banks: Record<QuestionBankScope, ReturnType<typeof useBankCategories>> = {
    class: useBankCategories(kitabId, 'class'),
    academy: useBankCategories(kitabId, 'academy'),
  };
  const loading = banks.class.loading || banks.academy.loading;
  const firstBank = questionBankScopes.find((bank) => banks[bank].counts.size > 0);
  const error = errorOf(path);

  return (
    <Fieldset legend={label}>
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          {loading ? t('draws.loading') : firstBank === undefined ? t('draws.emptyBank') : t('draws.hint')}
        </Text>
        {draws.map((draw, index) => {
          const number = index + 1;
          const { counts } = banks[draw.bank];
          const categories = [...counts.keys()];
          // A saved draw whose category has left the bank stays listed, so it can be seen and changed.
          const choices = categories.includes(draw.category) ? categories : [draw.category, ...categories];
          return (
            <Fieldset key={index} legend={t('draws.draw', { number })} variant="filled">
              <Stack gap="xs">
                <NativeSelect
                  label={t('draws.bank')}
                  data={questionBankScopes.map((bank) => ({ value: bank, label: t(`draws.banks.${bank}`) }))}
                  value={draw.bank}
                  onChange={(event) => {
                    const bank = event.currentTarget.value as QuestionBankScope;
                    setValue(`${path}.${index}`, {
                      ...draw,
                      bank,
                      category: [...banks[bank].counts.keys()][0] ?? '',
                    });
                  }}
                  error={errorOf(`${path}.${index}.bank`)}
                />
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
                  color="red.9"
                  c="red.9"
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
          disabled={firstBank === undefined}
          onAdd={() =>
            firstBank &&
            setValue(path, [
              ...draws,
              { bank: firstBank, category: [...banks[firstBank].counts.keys()][0]!, count: 1 },
            ])
          }
        />
      </Stack>
    </Fieldset>
  );
}
