import {
  questionImportFormats,
  type QuestionImportFormat,
  type StaffBankQuestion,
} from '@academy/contract/staff-question-bank';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../../../../components/form-error';
import { QueryStatus } from '../../../../components/query-status';
import { TableScrollRegion } from '../../../../components/table-scroll-region';
import { paths } from '../../../../config/paths';
import { useLanguage } from '../../../../hooks/use-language';
import { useDownloadTable } from '../../api/download-table';
import { ImportErrors, ImportFileField } from '../../components/import-parts';
import { TableDownloads } from '../../components/table-downloads';
import { useStaffMe } from '../../api/get-staff-me';
import { mayChangeBank } from '../../staff-permissions';
import {
  bankFilePath,
  type BankOwner,
  useImportQuestions,
  useQuestionBank,
  useRemoveBankQuestion,
} from '../api/question-bank';
import { EditBankQuestionDialog } from './edit-bank-question-dialog';

const accepted: Record<QuestionImportFormat, string> = {
  gift: '.gift,.txt,text/plain',
  aiken: '.txt,text/plain',
  csv: '.csv,text/csv',
  xlsx: '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Imports questions into a class's bank, or the academy-wide one (`classId` null, admins,
 * decision 0121): the file is previewed first (its questions, and its errors by line), and
 * "Import" saves the previewed file once it has no error. The bank is listed below.
 */
export function QuestionImportPage({ classId }: { classId: BankOwner }) {
  const { t } = useTranslation('staff-question-bank');
  const academy = classId === null;
  const [format, setFormat] = useState<QuestionImportFormat>('gift');
  const [category, setCategory] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [categoryMissing, setCategoryMissing] = useState(false);
  const [fileMissing, setFileMissing] = useState(false);
  const run = useImportQuestions(classId);
  const result = run.data;
  const previewed =
    result && run.variables?.dryRun && result.errors.length === 0 && result.questions.length > 0;

  const send = (dryRun: boolean) => {
    setCategoryMissing(category.trim() === '');
    setFileMissing(!file);
    if (category.trim() === '' || !file) return;
    run.mutate({ format, category: category.trim(), file, dryRun });
  };
  // A changed choice asks for a new preview before anything is imported.
  const changed = () => run.reset();

  return (
    <Stack gap="lg">
      {academy ? null : (
        <Anchor component={Link} to={paths.staff.edit.getHref('classes', classId)} size="sm" w="fit-content">
          ← {t('back')}
        </Anchor>
      )}
      <div>
        <Title order={1} size="h2">
          {t(academy ? 'academy.title' : 'title')}
        </Title>
        <Text c="dimmed">{t(academy ? 'academy.intro' : 'intro')}</Text>
      </div>
      <Stack gap="sm" maw={560}>
        <NativeSelect
          label={t('format')}
          description={t(`formatHelp.${format}`)}
          value={format}
          onChange={(event) => {
            setFormat(event.currentTarget.value as QuestionImportFormat);
            changed();
          }}
          data={questionImportFormats.map((value) => ({ value, label: t(`formats.${value}`) }))}
        />
        <TextInput
          label={t('category')}
          description={t('categoryHelp')}
          required
          maxLength={100}
          value={category}
          error={categoryMissing ? t('categoryMissing') : undefined}
          onChange={(event) => {
            setCategory(event.currentTarget.value);
            changed();
          }}
        />
        <ImportFileField
          label={t('file')}
          error={fileMissing ? t('fileMissing') : undefined}
          accept={accepted[format]}
          onChange={(chosen) => {
            setFile(chosen);
            changed();
          }}
        />
        <Group gap="sm">
          <Button variant="light" loading={run.isPending && run.variables?.dryRun} onClick={() => send(true)}>
            {t('preview')}
          </Button>
          <Button
            disabled={!previewed}
            loading={run.isPending && !run.variables?.dryRun}
            onClick={() => send(false)}
          >
            {t('import')}
          </Button>
        </Group>
        <FormError message={run.error?.message} />
      </Stack>
      {result ? <ImportOutcome result={result} dryRun={Boolean(run.variables?.dryRun)} /> : null}
      <QuestionBankList classId={classId} />
    </Stack>
  );
}

function ImportOutcome({
  result,
  dryRun,
}: {
  result: NonNullable<ReturnType<typeof useImportQuestions>['data']>;
  dryRun: boolean;
}) {
  const { t } = useTranslation('staff-question-bank');
  return (
    <Stack gap="sm">
      <ImportErrors
        title={t('errorsTitle', { count: result.errors.length })}
        lines={result.errors.map((error) => t('errorLine', { line: error.line, message: error.message }))}
      />
      <Text role="status" fw={600}>
        {result.saved > 0
          ? t('saved', { count: result.saved })
          : result.errors.length > 0
            ? t('nothingSaved')
            : dryRun
              ? t('previewed', { count: result.questions.length })
              : null}
      </Text>
      {result.saved === 0 && result.questions.length > 0 ? (
        <TableScrollRegion label={t('previewTitle')} minWidth={560}>
          <Table striped withTableBorder aria-label={t('previewTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('columns.line')}</Table.Th>
                <Table.Th scope="col">{t('columns.kind')}</Table.Th>
                <Table.Th scope="col">{t('columns.prompt')}</Table.Th>
                <Table.Th scope="col">{t('columns.answers')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.questions.map((question) => (
                <Table.Tr key={question.line}>
                  <Table.Td>{question.line}</Table.Td>
                  <Table.Td>{t(`kinds.${question.kind}`)}</Table.Td>
                  <Table.Td dir={question.direction}>{question.prompt}</Table.Td>
                  <Table.Td dir="auto">
                    <AnswersOf
                      options={question.options.map((option) => ({
                        text: option.text,
                        correct: option.correct,
                      }))}
                      accepted={question.acceptedAnswers}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScrollRegion>
      ) : null}
    </Stack>
  );
}

/** A question's options (the right ones marked) or its accepted answers. */
function AnswersOf({
  options,
  accepted,
}: {
  options: { text: string; correct: boolean }[];
  accepted: string[];
}) {
  const { t } = useTranslation('staff-question-bank');
  if (options.length === 0 && accepted.length === 0) return <>{t('noAnswers')}</>;
  return (
    <Group gap={4}>
      {options.map((option, index) => (
        <Badge
          key={index}
          variant={option.correct ? 'filled' : 'outline'}
          color={option.correct ? 'green.9' : 'gray'}
          c={option.correct ? undefined : 'dark'}
          tt="none"
        >
          {option.correct ? t('right', { text: option.text }) : option.text}
        </Badge>
      ))}
      {accepted.map((text) => (
        <Badge key={text} variant="filled" color="green.9" tt="none">
          {t('right', { text })}
        </Badge>
      ))}
    </Group>
  );
}

function QuestionBankList({ classId }: { classId: BankOwner }) {
  const { t } = useTranslation('staff-question-bank');
  const language = useLanguage();
  const bank = useQuestionBank(classId);
  const download = useDownloadTable((format) => bankFilePath(classId, format));
  const me = useStaffMe();
  const [editing, setEditing] = useState<StaffBankQuestion | null>(null);
  const [edited, setEdited] = useState(false);
  const [removing, setRemoving] = useState<StaffBankQuestion | null>(null);
  const title = t(classId === null ? 'academy.bankTitle' : 'bankTitle');
  if (!bank.data) return <QueryStatus query={bank} />;
  const changes = me.data !== undefined && mayChangeBank(me.data.role, classId);
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
      {bank.data.items.length === 0 ? (
        <Text c="dimmed">{t('bankEmpty')}</Text>
      ) : (
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
              {bank.data.items.map((question, index) => (
                <Table.Tr key={question.id}>
                  <Table.Td>{question.category}</Table.Td>
                  <Table.Td>{t(`kinds.${question.kind}`)}</Table.Td>
                  <Table.Td dir={question.direction}>{question.prompt[language]}</Table.Td>
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
                          aria-label={t('edit.label', { number: index + 1 })}
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
                          aria-label={t('remove.label', { number: index + 1 })}
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
