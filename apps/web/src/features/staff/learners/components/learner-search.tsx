import { staffPaths } from '@academy/contract/endpoints';
import { displayPhoneNumber } from '@academy/contract/phone-number';
import { Anchor, Badge, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormError } from '../../../../components/form-error';
import { PageNavigation, usePageParam } from '../../../../components/page-navigation';
import { SearchForm } from '../../../../components/search-form';
import { QueryStatus } from '../../../../components/query-status';
import { paths } from '../../../../config/paths';
import { useLanguage } from '../../../../hooks/use-language';
import { formatDate } from '../../../../lib/format';
import { useDownloadTable } from '../../api/download-table';
import { TableDownloads } from '../../components/table-downloads';
import { useLearners } from '../api/get-learners';
import { EnrolSelectedForm, type SelectedProfile } from './enrol-selected-form';
import { EnrolmentDownloads } from './enrolment-downloads';

const pageSize = 20;

/**
 * Finds learner accounts by name, phone number or e-mail. The term and the page live in the
 * address (`?search=…&page=…`), so going back from a learner returns to the same results. The
 * accounts found, and their enrolments across classes, download as CSV or Excel. Profiles are
 * selected from the results (across their pages) to enrol them in a class together; a new search
 * starts a new selection.
 */
export function LearnerSearch() {
  const { t } = useTranslation('staff-learners');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const [page, setPage] = usePageParam();
  const learners = useLearners({ search: search || undefined, page, size: pageSize });
  // The selection belongs to its search: another term (typed, or back and forward) clears it.
  const [selection, setSelection] = useState<{ search: string; profiles: SelectedProfile[] }>({
    search,
    profiles: [],
  });
  const selected = selection.search === search ? selection.profiles : [];
  const isSelected = (profileId: string) => selected.some((profile) => profile.id === profileId);
  // From the selection as it is when the tick lands, not as this render saw it: two ticks in quick
  // succession (the second before the first's render) each keep the other's.
  const select = (profiles: SelectedProfile[], on: boolean) =>
    setSelection((current) => ({
      search,
      profiles: [
        ...(current.search === search ? current.profiles : []).filter(
          (chosen) => !profiles.some((profile) => profile.id === chosen.id),
        ),
        ...(on ? profiles : []),
      ],
    }));
  const shown = learners.data?.items.flatMap((row) => row.profiles) ?? [];
  const allShown = shown.length > 0 && shown.every((profile) => isSelected(profile.id));

  /** A new search starts on its first page (a new history entry, so back returns to the last one). */
  const searchFor = (term: string) => setParams(term ? { search: term } : {});
  // The download holds every account the search finds, not only this page's.
  const download = useDownloadTable(
    (format) => `${staffPaths.learnersFile(format)}${search ? `?${new URLSearchParams({ search })}` : ''}`,
  );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <SearchForm
        initial={search}
        onSearch={searchFor}
        formLabel={t('title')}
        label={t('search.label')}
        description={t('search.description')}
        submitLabel={t('search.submit')}
        inputWidth={440}
      />
      <Group gap="sm">
        <TableDownloads download={download} csvLabel={t('downloads.csv')} xlsxLabel={t('downloads.xlsx')} />
      </Group>
      <FormError message={download.error?.message} />

      {!learners.data ? (
        <QueryStatus query={learners} label={t('search.results')} />
      ) : learners.data.items.length === 0 ? (
        <Text c="dimmed" role="status">
          {search ? t('search.empty', { search }) : t('search.none')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t('search.count', { count: learners.data.meta.totalRows })}
          </Text>
          <Group gap="md">
            <Checkbox
              label={t('enrolSelected.selectAll')}
              checked={allShown}
              indeterminate={!allShown && shown.some((profile) => isSelected(profile.id))}
              onChange={(event) => select(shown, event.currentTarget.checked)}
            />
            <Text size="sm" role="status">
              {t('enrolSelected.selected', { count: selected.length })}
            </Text>
          </Group>
          <Table.ScrollContainer minWidth={300}>
            <Table striped highlightOnHover aria-label={t('search.results')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.name')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('columns.phone')}</Table.Th>
                  <Table.Th visibleFrom="md">{t('columns.email')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('columns.registered')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {learners.data.items.map((row) => (
                  <Table.Tr key={row.userId}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={paths.staff.learner.getHref(row.userId)}
                        state={{ back: `?${params.toString()}` }}
                        fw={500}
                      >
                        {row.fullName}
                      </Anchor>{' '}
                      {row.verified ? null : (
                        <Badge color="yellow" variant="light" size="sm">
                          {t('account.unverified')}
                        </Badge>
                      )}
                      <Stack gap={4} mt={4}>
                        {row.profiles.map((profile) => (
                          <Checkbox
                            key={profile.id}
                            size="sm"
                            label={<bdi>{profile.name}</bdi>}
                            aria-label={t('enrolSelected.select', { name: profile.name })}
                            checked={isSelected(profile.id)}
                            onChange={(event) => select([profile], event.currentTarget.checked)}
                          />
                        ))}
                      </Stack>
                      {/* On a phone the contact details sit under the name instead of in columns. */}
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {displayPhoneNumber(row.phoneNumber)} · {row.email}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {displayPhoneNumber(row.phoneNumber)}
                      </Text>
                      <Text size="xs" c="dimmed" hiddenFrom="md">
                        {row.email}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="md">
                      <Text size="sm">{row.email}</Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm">{formatDate(row.registeredAt, language)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <PageNavigation total={learners.data.meta.totalPages} value={page} onChange={setPage} />
          {/* Keyed by the term: a new search starts with an empty form and no outcome. */}
          <EnrolSelectedForm key={search} selected={selected} onDone={() => select(selected, false)} />
        </>
      )}
      <EnrolmentDownloads search={search} />
    </Stack>
  );
}
