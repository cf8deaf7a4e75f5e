import type { StaffCertificateQuery } from '@academy/contract/staff-certificates';
import {
  Anchor,
  Button,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStatus } from '../../../../components/query-status';
import { paths } from '../../../../config/paths';
import { useLanguage } from '../../../../hooks/use-language';
import { formatDate } from '../../../../lib/format';
import { CertificateStatusBadge } from '../../../certificates/components/certificate-status-badge';
import { useStaffCertificates } from '../api/get-staff-certificates';

const pageSize = 20;

/** /staff/certificates: every certificate staff may reach, filtered and searched, newest first. */
export function CertificateList() {
  const { t } = useTranslation(['staff-certificates', 'staff']);
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<StaffCertificateQuery['status']>();
  const [itemType, setItemType] = useState<StaffCertificateQuery['itemType']>();
  const [page, setPage] = useState(1);
  const list = useStaffCertificates({
    page,
    size: pageSize,
    search: debounced || undefined,
    status,
    itemType,
  });
  const title = t('title');
  /** A filter change starts again from the first page. */
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Button component={Link} to={paths.staff.certificateIssue.getHref()}>
          {t('issueButton')}
        </Button>
      </Group>
      <Group gap="sm" align="flex-end">
        <TextInput
          label={t('filters.search')}
          type="search"
          value={search}
          onChange={(event) => filter(setSearch)(event.currentTarget.value)}
          w={{ base: '100%', xs: 260 }}
        />
        <NativeSelect
          label={t('filters.status')}
          value={status ?? ''}
          onChange={(event) =>
            filter(setStatus)((event.currentTarget.value || undefined) as StaffCertificateQuery['status'])
          }
          data={[
            { value: '', label: t('filters.all') },
            { value: 'valid', label: t('status.valid') },
            { value: 'revoked', label: t('status.revoked') },
          ]}
          w={{ base: 'calc(50% - 6px)', xs: 160 }}
        />
        <NativeSelect
          label={t('filters.itemType')}
          value={itemType ?? ''}
          onChange={(event) =>
            filter(setItemType)((event.currentTarget.value || undefined) as StaffCertificateQuery['itemType'])
          }
          data={[
            { value: '', label: t('filters.all') },
            { value: 'class', label: t('itemType.class') },
            { value: 'kitab', label: t('itemType.kitab') },
          ]}
          w={{ base: 'calc(50% - 6px)', xs: 160 }}
        />
      </Group>

      {!list.data ? (
        <QueryStatus query={list} label={t('loading')} />
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table striped highlightOnHover aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.number')}</Table.Th>
                <Table.Th>{t('columns.learner')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('columns.item')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('columns.issued')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((row) => {
                const item = `${row.item.title[language]} · ${t(`itemType.${row.item.type}`)}`;
                const reason = row.revokedReason ? t('revokedReason', { reason: row.revokedReason }) : null;
                return (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={paths.staff.certificate.getHref(row.id)}
                        fw={500}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {row.number}
                      </Anchor>
                      {/* On a phone the item and date sit under the number instead of in columns. */}
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {item} · {formatDate(row.issuedAt, language)}
                      </Text>
                      {reason ? (
                        <Text size="xs" c="dimmed" hiddenFrom="sm">
                          {reason}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {row.profile.name}
                      </Text>
                      {row.learnerName !== row.profile.name ? (
                        <Text size="xs" c="dimmed">
                          {t('printedAs', { name: row.learnerName })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm">{item}</Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatDate(row.issuedAt, language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <CertificateStatusBadge status={row.status} replaced={row.replacedBy !== null} />
                      {reason ? (
                        <Text size="xs" c="dimmed" mt={2} visibleFrom="sm">
                          {reason}
                        </Text>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && list.data.meta.totalPages > 1 ? (
        <Pagination
          total={list.data.meta.totalPages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`staff:list.page.${control}`) })}
          getItemProps={(number) => ({ 'aria-label': t('staff:list.page.number', { number }) })}
        />
      ) : null}
    </Stack>
  );
}
