import { staffPaths } from '@academy/contract/endpoints';
import type { GradebookScore } from '@academy/contract/staff-gradebook';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
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
import { QueryStatus } from '../../../../components/query-status';
import { TableScrollRegion } from '../../../../components/table-scroll-region';
import { paths } from '../../../../config/paths';
import { useLanguage } from '../../../../hooks/use-language';
import { formatDateTime } from '../../../../lib/format';
import { useDownloadTable } from '../../api/download-table';
import { TableDownloads } from '../../components/table-downloads';
import { useGradebook } from '../api/get-gradebook';
import { BulkWorkForm } from './bulk-work-form';
import { visibleRows, type GradebookSort, type GradebookStatusFilter } from '../gradebook-view';

/**
 * A class's gradebook, the teacher's main view: its learners by its exams (best and last percent,
 * attempts, answers to grade), completion and last activity; filtered and sorted here, downloaded
 * as CSV or Excel with the learners' names.
 */
export function GradebookPage({ classId }: { classId: string }) {
  const { t } = useTranslation('staff-gradebook');
  const language = useLanguage();
  const gradebook = useGradebook(classId);
  const download = useDownloadTable((format) =>
    staffPaths.gradebookFile(encodeURIComponent(classId), format),
  );
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<GradebookStatusFilter>('all');
  const [sort, setSort] = useState<GradebookSort>('name');
  const [selected, setSelected] = useState<Set<string>>(new Set());

  if (!gradebook.data) return <QueryStatus query={gradebook} />;
  const book = gradebook.data;
  const rows = visibleRows(book, { search, status, sort });
  const chosen = rows.filter((row) => selected.has(row.profileId)).map((row) => row.profileId);
  const allChosen = rows.length > 0 && chosen.length === rows.length;
  const toggle = (profileId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(profileId);
      else next.delete(profileId);
      return next;
    });
  const cell = (score: GradebookScore | undefined) =>
    !score || score.attempts === 0
      ? t('none')
      : t('score', { best: score.best ?? '–', last: score.last ?? '–', attempts: score.attempts });

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.staff.edit.getHref('classes', classId)} size="sm" w="fit-content">
        ← {t('back')}
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{book.classTitle[language]}</Text>
      </div>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 240 }}
        />
        <NativeSelect
          label={t('status')}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value as GradebookStatusFilter)}
          data={(['all', 'active', 'waiting_payment', 'toGrade'] as const).map((value) => ({
            value,
            label: t(`statuses.${value}`),
          }))}
        />
        <NativeSelect
          label={t('sort')}
          value={sort}
          onChange={(event) => setSort(event.currentTarget.value as GradebookSort)}
          data={[
            { value: 'name', label: t('sorts.name') },
            { value: 'completion', label: t('sorts.completion') },
            { value: 'lastActivity', label: t('sorts.lastActivity') },
            ...book.exams.map((exam) => ({
              value: `best:${exam.id}`,
              label: t('sorts.best', { exam: exam.title[language] }),
            })),
          ]}
        />
        <TableDownloads download={download} csvLabel={t('downloadCsv')} xlsxLabel={t('downloadXlsx')} />
        <Button component={Link} to={paths.staff.learnerImport.getHref(classId)} variant="light">
          {t('importLearners')}
        </Button>
      </Group>
      <FormError message={download.error?.message} />
      <Text size="sm" role="status">
        {t('count', { count: rows.length, total: book.rows.length })}
      </Text>
      <TableScrollRegion label={t('title')} minWidth={520 + book.exams.length * 150}>
        <Table striped withTableBorder aria-label={t('title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <Checkbox
                  aria-label={t('selectAll')}
                  checked={allChosen}
                  indeterminate={chosen.length > 0 && !allChosen}
                  onChange={(event) =>
                    setSelected(new Set(event.currentTarget.checked ? rows.map((row) => row.profileId) : []))
                  }
                />
              </Table.Th>
              <Table.Th scope="col">{t('columns.learner')}</Table.Th>
              <Table.Th scope="col">{t('columns.status')}</Table.Th>
              <Table.Th scope="col">{t('columns.lastActivity')}</Table.Th>
              {book.exams.map((exam) => (
                <Table.Th scope="col" key={exam.id}>
                  {exam.title[language]}
                </Table.Th>
              ))}
              <Table.Th scope="col">{t('columns.completion')}</Table.Th>
              <Table.Th scope="col">{t('columns.attendance')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.profileId}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('select', { name: row.name })}
                    checked={selected.has(row.profileId)}
                    onChange={(event) => toggle(row.profileId, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Th scope="row">
                  <Text fw={600} size="sm">
                    {row.name}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {row.accountPhone}
                  </Text>
                </Table.Th>
                <Table.Td>
                  <Badge variant="light" color={row.status === 'active' ? 'green' : 'yellow'} c="dark">
                    {t(`statuses.${row.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {row.lastActivityAt ? formatDateTime(row.lastActivityAt, language) : t('none')}
                </Table.Td>
                {book.exams.map((exam) => {
                  const score = row.scores[exam.id];
                  return (
                    <Table.Td key={exam.id}>
                      {cell(score)}
                      {score && score.pending > 0 ? (
                        <Text size="xs" c="orange.9">
                          {t('pending', { count: score.pending })}
                        </Text>
                      ) : null}
                    </Table.Td>
                  );
                })}
                <Table.Td>{t('percent', { value: row.completion })}</Table.Td>
                <Table.Td>
                  {row.attendance === null ? t('none') : t('percent', { value: row.attendance })}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScrollRegion>
      <BulkWorkForm
        classId={classId}
        exams={book.exams}
        selected={chosen}
        nameOf={(profileId) => book.rows.find((row) => row.profileId === profileId)?.name ?? profileId}
        onDone={() => setSelected(new Set())}
      />
    </Stack>
  );
}
