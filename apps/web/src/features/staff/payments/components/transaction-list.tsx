import { staffPaths } from '@academy/contract/endpoints';
import {
  paymentItemTypes,
  transactionStatusGroupNames,
  transactionStatuses,
} from '@academy/contract/payments';
import type { StaffTransactionRow } from '@academy/contract/staff-payments';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormError } from '../../../../components/form-error';
import { QueryStatus } from '../../../../components/query-status';
import { paths } from '../../../../config/paths';
import { useLanguage } from '../../../../hooks/use-language';
import { usePatchSearchParams } from '../../../../hooks/use-patch-search-params';
import { formatDateTime, formatPrice, localize } from '../../../../lib/format';
import { TransactionStatusBadge } from '../../../payments/components/transaction-status-badge';
import { useDownloadTable } from '../../api/download-table';
import { TableDownloads } from '../../components/table-downloads';
import { useStaffTransactions } from '../api/get-staff-transactions';
import { filterKeys, queryOf } from '../transaction-filters';
import { LateSettlementBadge } from './late-settlement-badge';

/**
 * Every transaction, newest first, filtered by what the URL says (so a filtered list can be
 * shared and survives a reload): status, item, days, late settlement and a search; downloaded
 * with the same filters as CSV or Excel, with the learners' names.
 */
export function TransactionList() {
  // The status badges' namespace loads with the screen's, so the table arriving later never
  // suspends the screen (and throws away a search being typed).
  const { t } = useTranslation(['staff-payments', 'payments']);
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const list = useStaffTransactions(query);
  const [search, setSearch] = useState(query.search ?? '');

  const patchParams = usePatchSearchParams();
  /** Sets one filter (empty removes it) and goes back to the first page. */
  const setFilter = (key: (typeof filterKeys)[number], value: string) =>
    patchParams({ [key]: value }, { resetPage: true });
  const searchLater = useDebouncedCallback((value: string) => setFilter('search', value.trim()), 300);
  const setPage = (page: number) => patchParams({ page: String(page) }, { replace: false });
  const filtered = filterKeys.some((key) => params.has(key));
  // The download holds every row the filters match, not only this page's.
  const download = useDownloadTable((format) => {
    const filters = new URLSearchParams(params);
    filters.delete('page');
    filters.delete('size');
    const search = filters.toString();
    return `${staffPaths.transactionsFile(format)}${search ? `?${search}` : ''}`;
  });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Group role="search" aria-label={t('filters.label')} gap="sm" align="flex-end">
        <TextInput
          label={t('filters.search')}
          description={t('filters.searchHint')}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            searchLater(event.currentTarget.value);
          }}
          w={{ base: '100%', xs: 270 }}
        />
        <NativeSelect
          label={t('filters.status')}
          value={query.status ?? ''}
          onChange={(event) => setFilter('status', event.currentTarget.value)}
          data={[
            { value: '', label: t('filters.anyStatus') },
            // The outcomes as a person reads them, each finding every gateway status of it; a
            // single gateway status a link asked for stays offered as itself.
            ...transactionStatusGroupNames.map((group) => ({
              value: group,
              label: t(`payments:statusGroup.${group}`),
            })),
            ...transactionStatuses
              .filter((status) => status === query.status)
              .map((status) => ({ value: status, label: t(`payments:status.${status}`) })),
          ]}
          w={{ base: '100%', xs: 300 }}
        />
        <NativeSelect
          label={t('filters.itemType')}
          value={query.itemType ?? ''}
          onChange={(event) => setFilter('itemType', event.currentTarget.value)}
          data={[
            { value: '', label: t('filters.anyItem') },
            ...paymentItemTypes.map((type) => ({ value: type, label: t(`itemTypes.${type}`) })),
          ]}
          w={{ base: '100%', xs: 140 }}
        />
        <TextInput
          label={t('filters.from')}
          type="date"
          value={query.from ?? ''}
          max={query.to}
          onChange={(event) => setFilter('from', event.currentTarget.value)}
          w={{ base: 'calc(50% - 6px)', xs: 160 }}
        />
        <TextInput
          label={t('filters.to')}
          type="date"
          value={query.to ?? ''}
          min={query.from}
          onChange={(event) => setFilter('to', event.currentTarget.value)}
          w={{ base: 'calc(50% - 6px)', xs: 160 }}
        />
        <Checkbox
          label={t('filters.late')}
          checked={query.lateSettlement === 'true'}
          onChange={(event) => setFilter('lateSettlement', event.currentTarget.checked ? 'true' : '')}
          mb={8}
        />
        {filtered ? (
          <Button
            variant="subtle"
            onClick={() => {
              setSearch('');
              setParams(new URLSearchParams(), { replace: true });
            }}
          >
            {t('filters.clear')}
          </Button>
        ) : null}
      </Group>
      <Group gap="sm">
        <TableDownloads download={download} csvLabel={t('downloadCsv')} xlsxLabel={t('downloadXlsx')} />
      </Group>
      <FormError message={download.error?.message} />
      {query.itemId ? (
        <Group gap="xs">
          <Text size="sm">{t('filters.oneItem')}</Text>
          <Button size="compact-sm" variant="light" onClick={() => setFilter('itemId', '')}>
            {t('filters.allItems')}
          </Button>
        </Group>
      ) : null}

      {!list.data ? (
        <QueryStatus query={list} label={t('title')} />
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('count', { count: list.data.meta.totalRows })}
          </Text>
          <Table.ScrollContainer minWidth={300}>
            <Table striped highlightOnHover aria-label={t('title')} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.order')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('columns.item')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('columns.method')}</Table.Th>
                  <Table.Th ta="end">{t('columns.amount')}</Table.Th>
                  <Table.Th visibleFrom="xs">{t('columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((row) => (
                  <Row key={row.id} row={row} language={language} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      {list.data && list.data.meta.totalPages > 1 ? (
        <Pagination
          total={list.data.meta.totalPages}
          value={query.page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`staff:list.page.${control}`) })}
          getItemProps={(number) => ({ 'aria-label': t('staff:list.page.number', { number }) })}
        />
      ) : null}
    </Stack>
  );
}

function Row({ row, language }: { row: StaffTransactionRow; language: ReturnType<typeof useLanguage> }) {
  const { t } = useTranslation('staff-payments');
  const item = `${t(`itemTypes.${row.item.type}`)} · ${localize(row.item.title, language)}`;
  // How it was paid and its receipt (issue 38 item 11): cash is not dressed as a gateway payment.
  const method = (
    <>
      <Text size="sm">{t(`record.methods.${row.paymentMethod}`)}</Text>
      {row.receipt ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('receiptShort', { receipt: row.receipt })}
        </Text>
      ) : null}
    </>
  );
  const status = (
    <Group gap={6}>
      <TransactionStatusBadge status={row.status} />
      {row.paidAfterExpiry ? <LateSettlementBadge /> : null}
    </Group>
  );
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={paths.staff.transaction.getHref(row.id)} fw={600} size="sm">
          {row.orderId}
        </Anchor>
        <Text size="sm">
          {row.learner.profileName}
          {row.learner.profileName === row.learner.accountName ? '' : ` (${row.learner.accountName})`}
        </Text>
        <Text size="xs" c="dimmed">
          {row.learner.phoneNumber} · {formatDateTime(row.createdAt, language)}
        </Text>
        {/* On a phone the item and the status sit under the order instead of in columns of their own. */}
        <Text size="xs" hiddenFrom="sm">
          {item}
        </Text>
        <Stack gap={0} hiddenFrom="sm">
          {method}
        </Stack>
        <Stack hiddenFrom="xs" mt={4}>
          {status}
        </Stack>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm">{item}</Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">{method}</Table.Td>
      <Table.Td ta="end">
        <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
          {formatPrice(row.totalPrice, language)}
        </Text>
        {row.refundedAmount > 0 ? (
          <Text size="xs" c="blue.9" style={{ whiteSpace: 'nowrap' }}>
            {t('refundedShort', { amount: formatPrice(row.refundedAmount, language) })}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td visibleFrom="xs">{status}</Table.Td>
    </Table.Tr>
  );
}
