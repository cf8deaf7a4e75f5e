import { Code, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../hooks/use-language';
import { useAuditLog } from '../api/get-audit-log';

/** Who changed what and when, newest first, with the record before and after. */
export function AuditLog() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const log = useAuditLog({ page, size: 25 });
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('audit.title')}
      </Title>
      {!log.data ? (
        <QueryStatus query={log} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={t('audit.title')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('audit.when')}</Table.Th>
                <Table.Th>{t('audit.who')}</Table.Th>
                <Table.Th>{t('audit.what')}</Table.Th>
                <Table.Th>{t('audit.change')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.items.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(entry.createdAt, language)}</Text>
                  </Table.Td>
                  <Table.Td>{entry.actorName}</Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {t(`audit.actions.${entry.action}`)} · {entry.resource}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {entry.resourceId}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <details>
                      <summary>{t('audit.show')}</summary>
                      <Text size="xs" fw={600} mt={4}>
                        {t('audit.before')}
                      </Text>
                      <Code block>{JSON.stringify(entry.before, null, 2)}</Code>
                      <Text size="xs" fw={600} mt={4}>
                        {t('audit.after')}
                      </Text>
                      <Code block>{JSON.stringify(entry.after, null, 2)}</Code>
                    </details>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {log.data && log.data.meta.totalPages > 1 ? (
        <Pagination
          total={log.data.meta.totalPages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`list.page.${control}`) })}
          getItemProps={(number) => ({ 'aria-label': t('list.page.number', { number }) })}
        />
      ) : null}
    </Stack>
  );
}
