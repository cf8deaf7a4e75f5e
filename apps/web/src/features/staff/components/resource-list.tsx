import type { StaffResourceName } from '@academy/contract/endpoints';
import type { StaffListQuery, StaffListRow } from '@academy/contract/staff';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStatus } from '../../../components/query-status';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateTime } from '../../../lib/format';
import { useStaffList } from '../api/get-staff-list';
import { useStaffMe } from '../api/get-staff-me';
import { useReorderStaff } from '../api/reorder-staff';
import { resourceViews } from '../resource-views';
import { mayCreate } from '../staff-permissions';

const pageSize = 20;

/**
 * The one console list: search, sort and pages; under a parent (a class's kitab, a kitab's
 * meetings, a meeting's courses) it lists that parent's children in order and moves them.
 */
export function ResourceList({ resource, parentId }: { resource: StaffResourceName; parentId?: string }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const view = resourceViews[resource];
  const role = useStaffMe().data?.role;
  const ordered = Boolean(view.ordered && parentId);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<`${StaffListQuery['sortBy']}:${StaffListQuery['sortType']}`>(
    resource === 'classes' ? 'position:desc' : 'position:asc',
  );
  const [sortBy, sortType] = sort.split(':') as [StaffListQuery['sortBy'], StaffListQuery['sortType']];
  const list = useStaffList(resource, {
    page,
    size: ordered ? 100 : pageSize,
    search: debounced || undefined,
    sortBy: ordered ? 'position' : sortBy,
    sortType: ordered ? 'asc' : sortType,
    parentId,
  });
  const reorder = useReorderStaff(resource);
  const label = t(`resources.${resource}.many`);

  /** A row's details: its subtitle (translated when it names a choice or a time) and its figure. */
  const details = (row: StaffListRow) =>
    [
      row.subtitle && view.subtitleChoices
        ? t(`choices.${view.subtitleChoices}.${row.subtitle}`)
        : row.subtitle && view.subtitleTime
          ? formatDateTime(row.subtitle, language)
          : row.subtitle,
      row.count === null ? null : t(`list.count.${resource}`, { count: row.count }),
    ]
      .filter(Boolean)
      .join(' · ');

  const move = (rows: StaffListRow[], index: number, by: number) => {
    if (!parentId) return;
    const ids = rows.map((row) => row.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    reorder.mutate({ parentId, ids });
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        {ordered ? null : (
          <Group gap="sm" align="flex-end">
            <TextInput
              label={t('list.search')}
              type="search"
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
              w={220}
            />
            <NativeSelect
              label={t('list.sort')}
              value={sort}
              onChange={(event) => setSort(event.currentTarget.value as typeof sort)}
              w={200}
              data={(
                ['title:asc', 'title:desc', 'position:asc', 'position:desc', 'createdAt:desc'] as const
              ).map((value) => ({
                value,
                label: t(`list.sortBy.${value.replace(':', '_')}`),
              }))}
            />
          </Group>
        )}
        {role && mayCreate(role, resource) ? (
          <Button component={Link} to={paths.staff.create.getHref(resource, parentId)} variant="filled">
            {t('list.add', { what: t(`resources.${resource}.one`) })}
          </Button>
        ) : null}
      </Group>

      {!list.data ? (
        <QueryStatus query={list} label={label} />
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed">{t('list.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table striped highlightOnHover aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {ordered ? <Table.Th w={60}>{t('list.position')}</Table.Th> : null}
                <Table.Th>{t('list.title')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('list.details')}</Table.Th>
                {ordered ? <Table.Th>{t('list.order')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((row, index, rows) => (
                <Table.Tr key={row.id}>
                  {ordered ? <Table.Td>{row.position}</Table.Td> : null}
                  <Table.Td>
                    <Anchor component={Link} to={paths.staff.edit.getHref(resource, row.id)} fw={500}>
                      {row.title}
                    </Anchor>{' '}
                    {row.archived ? (
                      <Badge color="gray" variant="light" size="sm">
                        {t('list.archived')}
                      </Badge>
                    ) : null}
                    {/* Not seen by learners: a draft (a new or copied class) or hidden. */}
                    {row.visibility === 'draft' || row.visibility === 'hidden' ? (
                      <Badge
                        color={row.visibility === 'draft' ? 'orange' : 'gray'}
                        variant="light"
                        size="sm"
                        // The light variant's own orange is too pale for WCAG AA: dark text on it.
                        styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
                      >
                        {t(`list.visibility.${row.visibility}`)}
                      </Badge>
                    ) : null}
                    {/* On a phone the details sit under the title instead of in a column of their own. */}
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {details(row)}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm" c="dimmed">
                      {details(row)}
                    </Text>
                  </Table.Td>
                  {ordered ? (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-xs"
                          variant="default"
                          disabled={index === 0 || reorder.isPending}
                          onClick={() => move(rows, index, -1)}
                          aria-label={t('list.moveUpNamed', { title: row.title })}
                        >
                          ↑
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="default"
                          disabled={index === rows.length - 1 || reorder.isPending}
                          onClick={() => move(rows, index, 1)}
                          aria-label={t('list.moveDownNamed', { title: row.title })}
                        >
                          ↓
                        </Button>
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {reorder.error ? (
        <Text c="red" size="sm" role="alert">
          {reorder.error.message}
        </Text>
      ) : null}
      {list.data && list.data.meta.totalPages > 1 && !ordered ? (
        <Pagination
          total={list.data.meta.totalPages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`list.page.${control}`) })}
          getItemProps={(number) => ({ 'aria-label': t('list.page.number', { number }) })}
        />
      ) : null}
    </Stack>
  );
}
