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
import { categoriesOf, filterBank } from '../bank-filter';
import { EditBankQuestionDialog } from './edit-bank-question-dialog';

const accepted: Record<QuestionImportFormat, string> = {
  gift: '.gift,.txt,text/plain',
  aiken: '.txt,text/plain',
  csv: '.csv,text/csv',
  xlsx: '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Imports questions into a class's bank, or the academy-wide one (`classId` null, admins,
 * decision 0121): the file is previewed first (every question by line, what it becomes as learners
 * are graded, and the ones that cannot be imported with why), and "Import" saves the previewed
 * file's good questions, skipping the others as Moodle does. The bank is listed below.
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
    result && run.variables?.dryRun && !result.fileRefused && result.questions.length > 0
      ? result.questions.length
      : 0;

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
            disabled={previewed === 0}
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
  const skipped = new Set(result.errors.map((error) => error.line)).size;
  // Every question of the file by its line: the ones read, and the ones refused with why.
  const rows = [
    ...result.questions.map((question) => ({ line: question.line, question, reasons: [] as string[] })),
    ...[...new Set(result.errors.map((error) => error.line))].map((line) => ({
      line,
      question: null,
      reasons: result.errors.filter((error) => error.line === line).map((error) => error.message),
    })),
  ].sort((a, b) => a.line - b.line);
  return (
    <Stack gap="sm">
      <ImportErrors
        title={result.fileRefused ? t('fileRefused') : t('skippedTitle', { count: skipped })}
        lines={result.errors.map((error) => t('errorLine', { line: error.line, message: error.message }))}
      />
      <Text role="status" fw={600}>
        {result.saved > 0
          ? [t('saved', { count: result.saved }), skipped > 0 ? t('skipped', { count: skipped }) : null]
              .filter(Boolean)
              .join('. ')
          : result.fileRefused || result.questions.length === 0
            ? t('nothingSaved')
            : dryRun
              ? [
                  t('previewed', { count: result.questions.length }),
                  skipped > 0 ? t('toSkip', { count: skipped }) : null,
                ]
                  .filter(Boolean)
                  .join('. ')
              : null}
      </Text>
      {result.saved === 0 && !result.fileRefused && rows.length > 0 ? (
        <TableScrollRegion label={t('previewTitle')} minWidth={560}>
          <Table striped withTableBorder aria-label={t('previewTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('columns.line')}</Table.Th>
                <Table.Th scope="col">{t('columns.becomes')}</Table.Th>
                <Table.Th scope="col">{t('columns.prompt')}</Table.Th>
                <Table.Th scope="col">{t('columns.graded')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ line, question, reasons }, index) =>
                question ? (
                  <Table.Tr key={index}>
                    <Table.Td>{line}</Table.Td>
                    <Table.Td>{t(`kinds.${question.kind}`)}</Table.Td>
                    <Table.Td>
                      <TitledPrompt
                        title={question.title}
                        prompt={question.prompt}
                        direction={question.direction}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4}>
                        <Text size="sm">{t(`graded.${question.kind}`)}</Text>
                        {question.kind === 'essay' ? null : (
                          <div dir="auto">
                            <AnswersOf options={question.options} accepted={question.acceptedAnswers} />
                          </div>
                        )}
                        {question.notes.map((note) => (
                          <Text key={note} size="sm" fw={500}>
                            {t('note', { note })}
                          </Text>
                        ))}
                        {question.explanation ? (
                          <Text size="sm" c="dimmed" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                            {t('explanation', { text: question.explanation })}
                          </Text>
                        ) : null}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  <Table.Tr key={index}>
                    <Table.Td>{line}</Table.Td>
                    <Table.Td>
                      <Badge color="red.9" tt="none">
                        {t('notImported')}
                      </Badge>
                    </Table.Td>
                    <Table.Td colSpan={2}>
                      {reasons.map((reason) => (
                        <Text key={reason} size="sm">
                          {reason}
                        </Text>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                ),
              )}
            </Table.Tbody>
          </Table>
        </TableScrollRegion>
      ) : null}
    </Stack>
  );
}

/** A question's prompt with its line breaks, under its title for staff (a GIFT `::name::`) when it has one. */
function TitledPrompt({
  title,
  prompt,
  direction,
}: {
  title: string;
  prompt: string;
  direction: StaffBankQuestion['direction'];
}) {
  return (
    <>
      {title ? (
        <Text size="sm" c="dimmed" dir="auto">
          {title}
        </Text>
      ) : null}
      <Text size="sm" dir={direction} style={{ whiteSpace: 'pre-wrap' }}>
        {prompt}
      </Text>
    </>
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
