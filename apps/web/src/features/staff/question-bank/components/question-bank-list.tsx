import type { StaffBankQuestion } from '@academy/contract/staff-question-bank';
import { Button, Group, Modal, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/form-error';
import { QueryStatus } from '../../../../components/query-status';
import { TableScrollRegion } from '../../../../components/table-scroll-region';
import { useLanguage } from '../../../../hooks/use-language';
import { useDownloadTable } from '../../api/download-table';
import { TableDownloads } from '../../components/table-downloads';
import { useStaffMe } from '../../api/get-staff-me';
import { mayChangeBank } from '../../staff-permissions';
import { bankFilePath, type BankOwner, useQuestionBank, useRemoveBankQuestion } from '../api/question-bank';
import { categoriesOf, filterBank } from '../bank-filter';
import { EditBankQuestionDialog } from './edit-bank-question-dialog';
import { AnswersOf, TitledPrompt } from './question-parts';

/**
 * A bank's questions (a class's, or the academy's when `classId` is null): filtered by words and
 * category, downloaded as CSV or XLSX, and edited or removed by staff who may change it.
 */
export function QuestionBankList({ classId }: { classId: BankOwner }) {
  const { t } = useTranslation('staff-question-bank');
  const language = useLanguage();
  const bank = useQuestionBank(classId);
  const download = useDownloadTable((format) => bankFilePath(classId, format));
  const me = useStaffMe();
  const [editing, setEditing] = useState<StaffBankQuestion | null>(null);
  const [edited, setEdited] = useState(false);
  const [removing, setRemoving] = useState<StaffBankQuestion | null>(null);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const title = t(classId === null ? 'academy.bankTitle' : 'bankTitle');
  if (!bank.data) return <QueryStatus query={bank} />;
  const changes = me.data !== undefined && mayChangeBank(me.data.role, classId);
  const items = bank.data.items;
  const categories = categoriesOf(items);
  const shown = filterBank(
    items,
    { search, category: categories.includes(category) ? category : '' },
    language,
  );
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      {bank.data.items.length > 0 ? (
        <Group gap="xs">
          <TableDownloads download={download} csvLabel={t('downloadCsv')} xlsxLabel={t('downloadXlsx')} />
        </Group>
      ) : null}
      <FormError message={download.error?.message} />
      {edited ? (
        <Text role="status" fw={600}>
          {t('edit.saved')}
        </Text>
      ) : null}
      {items.length > 0 ? (
        <Group gap="sm" align="flex-end">
          <TextInput
            type="search"
            size="sm"
            label={t('filter.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', xs: 280 }}
          />
          <NativeSelect
            label={t('filter.category')}
            value={category}
            onChange={(event) => setCategory(event.currentTarget.value)}
            data={[{ value: '', label: t('picker.allCategories') }, ...categories]}
            w={{ base: '100%', xs: 220 }}
          />
        </Group>
      ) : null}
      {items.length > 0 && shown.length < items.length ? (
        <Text size="sm" role="status">
          {t('filter.shown', { shown: shown.length, count: items.length })}
        </Text>
      ) : null}
      {items.length === 0 ? (
        <Text c="dimmed">{t('bankEmpty')}</Text>
      ) : shown.length === 0 ? null : (
        <TableScrollRegion label={title} minWidth={560}>
          <Table striped withTableBorder aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('columns.category')}</Table.Th>
                <Table.Th scope="col">{t('columns.kind')}</Table.Th>
                <Table.Th scope="col">{t('columns.prompt')}</Table.Th>
                <Table.Th scope="col">{t('columns.answers')}</Table.Th>
                {changes ? <Table.Th scope="col">{t('columns.actions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((question) => (
                <Table.Tr key={question.id}>
                  <Table.Td>{question.category}</Table.Td>
                  <Table.Td>{t(`kinds.${question.kind}`)}</Table.Td>
                  <Table.Td>
                    <TitledPrompt
                      title={question.title}
                      prompt={question.prompt[language]}
                      direction={question.direction}
                    />
                  </Table.Td>
                  <Table.Td dir="auto">
                    <AnswersOf
                      options={question.options.map((option) => ({
                        text: option.text[language],
                        correct: option.correct,
                      }))}
                      accepted={question.acceptedAnswers}
                    />
                  </Table.Td>
                  {changes ? (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          aria-label={t('edit.label', { number: items.indexOf(question) + 1 })}
                          onClick={() => {
                            setEdited(false);
                            setEditing(question);
                          }}
                        >
                          {t('edit.short')}
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          aria-label={t('remove.label', { number: items.indexOf(question) + 1 })}
                          onClick={() => setRemoving(question)}
                        >
                          {t('remove.short')}
                        </Button>
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScrollRegion>
      )}
      {/* Mounted only while open: each opening starts from the question as the bank holds it. */}
      {editing ? (
        <EditBankQuestionDialog
          owner={classId}
          question={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setEdited(true);
          }}
        />
      ) : null}
      <RemoveBankQuestion classId={classId} question={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}

/**
 * Asks before a question leaves the bank: exams that copied it and attempts that drew it keep
 * their copies.
 */
function RemoveBankQuestion({
  classId,
  question,
  onClose,
}: {
  classId: BankOwner;
  question: StaffBankQuestion | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff-question-bank');
  const language = useLanguage();
  const remove = useRemoveBankQuestion(classId);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal opened={question !== null} onClose={close} title={t('remove.title')} centered>
      <Stack gap="sm">
        {question ? (
          <Text fw={600} dir={question.direction} lang={question.direction === 'rtl' ? 'ar' : undefined}>
            {question.prompt[language]}
          </Text>
        ) : null}
        <Text size="sm">{t('remove.body')}</Text>
        <FormError message={remove.error?.message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('picker.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => question && remove.mutate(question.id, { onSuccess: close })}
          >
            {t('remove.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
