import { questionBankScopes, type QuestionBankScope } from '@academy/contract/staff';
import { Button, Checkbox, Group, NativeSelect, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/form-error';
import { FormModal } from '../../../../components/form-modal';
import { useLanguage } from '../../../../hooks/use-language';
import { useBankOfKitab, useCopyFromBank } from '../api/question-bank';

/**
 * "Add from the bank" on an exam's page: the questions of its class's bank or of the academy's
 * (decision 0121), by category, to tick and copy into the exam as fixed questions (after its last).
 */
export function BankPicker({ examId, kitabId }: { examId: string; kitabId: string }) {
  const { t } = useTranslation('staff-question-bank');
  const language = useLanguage();
  const [opened, { open, close }] = useDisclosure(false);
  const [bank, setBank] = useState<QuestionBankScope>('class');
  const { items, loading } = useBankOfKitab(kitabId, bank);
  const [category, setCategory] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const copy = useCopyFromBank(examId);
  const categories = [...new Set((items ?? []).map((item) => item.category))];
  const shown = (items ?? []).filter((item) => category === '' || item.category === category);

  const finish = () => {
    setChosen([]);
    setBank('class');
    setCategory('');
    copy.reset();
    close();
  };
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((entry) => entry !== id)));

  return (
    <>
      <Button variant="light" onClick={open}>
        {t('picker.open')}
      </Button>
      <FormModal
        opened={opened}
        onClose={finish}
        title={t('picker.title')}
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen.length > 0) copy.mutate(chosen, { onSuccess: finish });
        }}
      >
        <NativeSelect
          label={t('picker.bank')}
          data={questionBankScopes.map((value) => ({ value, label: t(`banks.${value}`) }))}
          value={bank}
          onChange={(event) => {
            // Questions ticked in one bank stay ticked while another is shown.
            setBank(event.currentTarget.value as QuestionBankScope);
            setCategory('');
          }}
        />
        <NativeSelect
          label={t('columns.category')}
          data={[
            { value: '', label: t('picker.allCategories') },
            ...categories.map((name) => ({ value: name, label: name })),
          ]}
          value={category}
          onChange={(event) => setCategory(event.currentTarget.value)}
        />
        {!loading && (items ?? []).length === 0 ? <Text c="dimmed">{t('bankEmpty')}</Text> : null}
        <ScrollArea.Autosize mah="50vh">
          <Stack gap="xs" role="group" aria-label={t('picker.questions')}>
            {shown.map((item) => (
              <Checkbox
                key={item.id}
                checked={chosen.includes(item.id)}
                onChange={(event) => toggle(item.id, event.currentTarget.checked)}
                label={
                  <Text
                    span
                    size="sm"
                    dir={item.direction}
                    lang={item.direction === 'rtl' ? 'ar' : undefined}
                  >
                    {item.prompt[language]}
                  </Text>
                }
                description={`${item.category} · ${t(`kinds.${item.kind}`)}`}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <FormError message={copy.error?.message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={finish}>
            {t('picker.cancel')}
          </Button>
          <Button type="submit" disabled={chosen.length === 0} loading={copy.isPending}>
            {t('picker.add', { count: chosen.length })}
          </Button>
        </Group>
      </FormModal>
    </>
  );
}
