import {
  accountDeletionStatuses,
  type AccountDeletionStatus,
  type StaffAccountDeletion,
} from '@academy/contract/data-rights';
import { Anchor, Button, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageNavigation, usePageParam } from '../../../../components/page-navigation';
import { QueryStatus } from '../../../../components/query-status';
import { paths } from '../../../../config/paths';
import { useLanguage } from '../../../../hooks/use-language';
import { formatDate } from '../../../../lib/format';
import { useAccountDeletions } from '../api/get-account-deletions';
import { CancelDeletionDialog } from './cancel-deletion-dialog';
import { DeletionStatusBadge } from './deletion-status-badge';

const pageSize = 20;

const isStatus = (value: string | null): value is AccountDeletionStatus =>
  (accountDeletionStatuses as readonly string[]).includes(value ?? '');

/**
 * /staff/account-deletions (admins): every request to delete an account, newest first, with its
 * status and erasure date; a scheduled one can be cancelled at the owner's word. The status filter
 * and the page live in the address.
 */
export function AccountDeletionList() {
  const { t } = useTranslation('staff-learners');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const [page, setPage] = usePageParam();
  const deletions = useAccountDeletions({ status, page, size: pageSize });
  const [cancelling, setCancelling] = useState<StaffAccountDeletion | null>(null);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('deletions.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('deletions.description')}
      </Text>
      <Select
        label={t('deletions.filter')}
        data={[
          { value: 'all', label: t('deletions.all') },
          ...accountDeletionStatuses.map((value) => ({ value, label: t(`deletions.status.${value}`) })),
        ]}
        value={status ?? 'all'}
        onChange={(value) => setParams(value && value !== 'all' ? { status: value } : {})}
        allowDeselect={false}
        maw={280}
      />
      {!deletions.data ? (
        <QueryStatus query={deletions} label={t('deletions.title')} />
      ) : deletions.data.items.length === 0 ? (
        <Text c="dimmed" role="status">
          {t('deletions.none')}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={300}>
            <Table striped aria-label={t('deletions.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('deletions.columns.account')}</Table.Th>
                  <Table.Th>{t('deletions.columns.status')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('deletions.columns.requested')}</Table.Th>
                  <Table.Th>{t('deletions.columns.erasure')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {deletions.data.items.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      {row.fullName === null ? (
                        <Text size="sm" c="dimmed">
                          {t('deletions.erasedAccount')}
                        </Text>
                      ) : (
                        <Anchor component={Link} to={paths.staff.learner.getHref(row.userId)} fw={500}>
                          {row.fullName}
                        </Anchor>
                      )}
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {t('deletions.requestedOn', { date: formatDate(row.requestedAt, language) })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <DeletionStatusBadge status={row.status} />
                      {row.status === 'cancelled' && row.cancelReason ? (
                        <Text size="xs" c="dimmed">
                          {t('deletions.cancelledBy', {
                            name: row.cancelledByName ?? '',
                            reason: row.cancelReason,
                          })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm">{formatDate(row.requestedAt, language)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDate(row.erasedAt ?? row.eraseAfter, language)}</Text>
                      {row.status === 'scheduled' ? (
                        <Button size="compact-sm" variant="default" mt={4} onClick={() => setCancelling(row)}>
                          {t('deletions.cancel.open')}
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <PageNavigation total={deletions.data.meta.totalPages} value={page} onChange={setPage} />
        </>
      )}
      {cancelling ? <CancelDeletionDialog deletion={cancelling} onClose={() => setCancelling(null)} /> : null}
    </Stack>
  );
}
