import { questionImportFormats, type QuestionImportFormat } from '@academy/contract/staff-question-bank';
import {
  Anchor,
  Badge,
  Button,
  Group,
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
import { TableScrollRegion } from '../../../../components/table-scroll-region';
import { paths } from '../../../../config/paths';
import { ImportErrors, ImportFileField } from '../../components/import-parts';
import { type BankOwner, useImportQuestions } from '../api/question-bank';
import { QuestionBankList } from './question-bank-list';
import { AnswersOf, TitledPrompt } from './question-parts';

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
          size="sm"
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
