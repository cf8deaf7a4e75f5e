import type {
  LearnerImportOutcome,
  LearnerImportRow,
  StaffLearnerImportResult,
} from '@academy/contract/staff-learner-import';
import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../../../../components/form-error';
import { TableScrollRegion } from '../../../../components/table-scroll-region';
import { paths } from '../../../../config/paths';
import { useLanguage } from '../../../../hooks/use-language';
import { errorText } from '../../../../lib/form';
import { ImportErrors, ImportFileField } from '../../components/import-parts';
import { useGradebook } from '../../gradebook/api/get-gradebook';
import { useImportLearners } from '../api/import-learners';
import { downloadLearnerImportTemplate } from '../learner-import-template';

const outcomeColor: Record<LearnerImportOutcome, string> = {
  new: 'green',
  existing: 'blue',
  'enrolled-already': 'gray',
};

/**
 * Imports learners into a class from CSV (decision 0117): the file is previewed first (each row's
 * outcome, the errors by line, nothing saved); "Import N learners" then creates or finds each
 * learner, enrols and invites them, and each row says how it went.
 */
export function LearnerImportPage({ classId }: { classId: string }) {
  const { t } = useTranslation('staff-learner-import');
  const language = useLanguage();
  const classTitle = useGradebook(classId).data?.classTitle[language];
  const [file, setFile] = useState<File | null>(null);
  const [fileMissing, setFileMissing] = useState(false);
  const run = useImportLearners(classId);
  const result = run.data;
  const dryRun = Boolean(run.variables?.dryRun);
  const toImport = result?.rows.filter((row) => row.outcome !== 'enrolled-already').length ?? 0;
  const previewed = result && dryRun && result.errors.length === 0 && toImport > 0;

  const send = (asPreview: boolean) => {
    setFileMissing(!file);
    if (file) run.mutate({ file, dryRun: asPreview });
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.staff.gradebook.getHref(classId)} size="sm" w="fit-content">
        ← {t('back')}
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        {classTitle ? <Text c="dimmed">{classTitle}</Text> : null}
        <Text mt="xs">{t('intro')}</Text>
      </div>
      <Stack gap="sm" maw={560}>
        <ImportFileField
          label={t('file')}
          description={t('fileHelp')}
          error={fileMissing ? t('fileMissing') : undefined}
          accept=".csv,text/csv"
          onChange={(chosen) => {
            setFile(chosen);
            // A new file asks for a new preview before anything is imported.
            run.reset();
          }}
        />
        <Anchor
          component="button"
          type="button"
          size="sm"
          w="fit-content"
          onClick={downloadLearnerImportTemplate}
        >
          {t('template')}
        </Anchor>
        <Group gap="sm">
          <Button variant="light" loading={run.isPending && dryRun} onClick={() => send(true)}>
            {t('preview')}
          </Button>
          <Button disabled={!previewed} loading={run.isPending && !dryRun} onClick={() => send(false)}>
            {previewed ? t('import', { count: toImport }) : t('importBeforePreview')}
          </Button>
        </Group>
        <FormError message={run.error?.message} />
      </Stack>
      {result ? <ImportOutcome result={result} dryRun={dryRun} /> : null}
    </Stack>
  );
}

function ImportOutcome({ result, dryRun }: { result: StaffLearnerImportResult; dryRun: boolean }) {
  const { t } = useTranslation('staff-learner-import');
  const imported = result.results.length > 0;
  const enrolled = result.results.filter((row) => row.ok).length;
  const fieldName = (field: string) => (field in columnKeys ? t(`columns.${columnKeys[field]}`) : field);
  return (
    <Stack gap="sm">
      <ImportErrors
        title={t('errorsTitle', { count: result.errors.length })}
        lines={result.errors.map((error) =>
          t('errorLine', { line: error.line, field: fieldName(error.field), message: error.message }),
        )}
      />
      <Text role="status" fw={600}>
        {imported
          ? t('done', { done: enrolled, total: result.results.length })
          : result.errors.length > 0
            ? t('nothingSaved')
            : dryRun
              ? t('previewed', { count: result.rows.length })
              : null}
      </Text>
      {result.rows.length > 0 ? <LearnerTable result={result} imported={imported} /> : null}
    </Stack>
  );
}

/** The error's field as the file's column is called (`file` is the file as a whole). */
const columnKeys: Record<string, string> = {
  name: 'name',
  phoneNumber: 'phone',
  email: 'email',
  gender: 'gender',
  file: 'file',
};

/** The file's learners with their outcome (the preview) or their result (once imported). */
function LearnerTable({ result, imported }: { result: StaffLearnerImportResult; imported: boolean }) {
  const { t } = useTranslation('staff-learner-import');
  const caption = imported ? t('resultsTitle') : t('previewTitle');
  return (
    <TableScrollRegion label={caption} minWidth={720}>
      <Table striped withTableBorder aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {(['line', 'name', imported ? 'result' : 'outcome', 'phone', 'email', 'gender'] as const).map(
              (column) => (
                <Table.Th scope="col" key={column}>
                  {t(`columns.${column}`)}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.rows.map((row) => (
            <Table.Tr key={row.line}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Th scope="row" fw={600}>
                <bdi>{row.name}</bdi>
              </Table.Th>
              <Table.Td>
                {imported ? (
                  <RowResult row={row} result={result.results.find((done) => done.line === row.line)} />
                ) : (
                  <Badge variant="light" color={outcomeColor[row.outcome]} c="dark" tt="none">
                    {t(`outcomes.${row.outcome}`)}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td dir="ltr">{row.phoneNumber}</Table.Td>
              <Table.Td>{row.email}</Table.Td>
              <Table.Td>{t(`genders.${row.gender}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollRegion>
  );
}

/** How one learner's import went: enrolled (and invited or told), or why not. */
function RowResult({
  row,
  result,
}: {
  row: LearnerImportRow;
  result: StaffLearnerImportResult['results'][number] | undefined;
}) {
  const { t } = useTranslation('staff-learner-import');
  if (!result) return null;
  if (!result.ok) {
    return (
      <Text size="sm" c="red.9">
        {t('results.refused', { reason: errorText(t, result.reason) ?? '' })}
      </Text>
    );
  }
  const said =
    row.outcome === 'enrolled-already'
      ? t('results.already')
      : row.outcome === 'new'
        ? result.told
          ? t('results.invited')
          : t('results.notInvited')
        : result.told
          ? t('results.told')
          : t('results.enrolled');
  return (
    <Text size="sm" c="green.9">
      {said}
    </Text>
  );
}
