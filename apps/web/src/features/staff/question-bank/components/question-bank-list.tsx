import type { StaffBankQuestion } from '@academy/contract/staff-question-bank';
import { Button, Group, Modal, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/form-error';
import { PageNavigation } from '../../../../components/page-navigation';
import { QueryStatus } from '../../../../components/query-status';
import { TableScrollRegion } from '../../../../components/table-scroll-region';
import { useLanguage } from '../../../../hooks/use-language';
import { useDownloadTable } from '../../api/download-table';
import { TableDownloads } from '../../components/table-downloads';
import { useStaffMe } from '../../api/get-staff-me';
import { mayChangeBank } from '../../staff-permissions';
import {
  bankFilePath,
  type BankOwner,
  useQuestionBankPage,
  useQuestionBankSummary,
  useRemoveBankQuestion,
} from '../api/question-bank';
import { BankImports } from './bank-imports';
import { EditBankQuestionDialog } from './edit-bank-question-dialog';
import { AnswersOf, TitledPrompt } from './question-parts';

/** Questions on one page of the bank's list. */
const pageSize = 20;

/**
 * A bank's questions (a class's, or the academy's when `classId` is null), a page at a time,
 * searched and narrowed to a category by the server (decision 0164), downloaded as CSV or XLSX,
 * edited or removed one by one, and its imports each removable as a whole, by staff who may change it.
 */
export function QuestionBankList({ classId }: { classId: BankOwner }) {
  const { t } = useTranslation('staff-question-bank');
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const summary = useQuestionBankSummary(classId);
  const categories = summary.data?.categories ?? [];
  const known = categories.some((row) => row.category === category) ? category : '';
  const bank = useQuestionBankPage(classId, {
    page,
    size: pageSize,
    search: searched || undefined,
    category: known || undefined,
  });
  const download = useDownloadTable((format) => bankFilePath(classId, format));
  const me = useStaffMe();
  const [editing, setEditing] = useState<StaffBankQuestion | null>(null);
  const [edited, setEdited] = useState(false);
  const [removing, setRemoving] = useState<StaffBankQuestion | null>(null);
  const title = t(classId === null ? 'academy.bankTitle' : 'bankTitle');
  // After a removal empties the last page, the list shows the page before it (set while rendering,
  // as React advises for state that follows a query's answer).
  const lastPage = Math.max(1, bank.data?.meta.totalPages ?? 1);
  if (bank.data && page > lastPage) setPage(lastPage);
  if (!summary.data) return <QueryStatus query={summary} />;
  const changes = me.data !== undefined && mayChangeBank(me.data.role, classId);
  const total = summary.data.total;
  const shown = bank.data?.items ?? [];
  const found = bank.data?.meta.totalRows ?? 0;
  /** A question's number in the list as narrowed, from 1. */
  const numberOf = (index: number) => (page - 1) * pageSize + index + 1;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      {total > 0 ? (
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
      {total > 0 ? (
        <Group gap="sm" align="flex-end">
          <TextInput
            type="search"
            size="sm"
            label={t('filter.search')}
            description={t('filter.searchHelp')}
            value={search}
            maxLength={100}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', xs: 280 }}
          />
          <NativeSelect
            label={t('filter.category')}
            value={known}
            onChange={(event) => {
              setCategory(event.currentTarget.value);
              setPage(1);
            }}
            data={[
              { value: '', label: t('picker.allCategories') },
              ...categories.map((row) => ({
                value: row.category,
                label: t('filter.categoryCount', { category: row.category, count: row.count }),
              })),
            ]}
            w={{ base: '100%', xs: 220 }}
          />
        </Group>
      ) : null}
      {total > 0 && bank.data && found < total ? (
        <Text size="sm" role="status">
          {t('filter.shown', { shown: found, count: total })}
        </Text>
      ) : null}
      {total === 0 ? (
        <Text c="dimmed">{t('bankEmpty')}</Text>
      ) : !bank.data ? (
        <QueryStatus query={bank} />
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
              {shown.map((question, index) => (
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
                          aria-label={t('edit.label', { number: numberOf(index) })}
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
                          aria-label={t('remove.label', { number: numberOf(index) })}
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
      {bank.data ? (
        <PageNavigation total={bank.data.meta.totalPages} value={page} onChange={setPage} />
      ) : null}
      <BankImports owner={classId} summary={summary.data} changes={changes} />
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
    <Modal
      opened={question !== null}
      onClose={close}
      title={t('remove.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:dialog.close') }}
    >
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
            color="red.8"
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
