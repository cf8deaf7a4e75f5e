import { recitationStatuses, type RecitationStatus } from '@academy/contract/recitation';
import { Anchor, Badge, NativeSelect, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStatus } from '../../../components/query-status';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useStaffRecitations } from '../api/get-staff-recitations';
import { clockOf } from '../recitation-time';
import { statusColors } from './class-recitations';
import { SurahName } from './surah-name';

/** The staff queue of recitations to hear, oldest first, by status (a teacher: their classes). */
export function RecitationQueue() {
  const { t } = useTranslation('recitations');
  const language = useLanguage();
  const [status, setStatus] = useState<RecitationStatus | ''>('submitted');
  const [page, setPage] = useState(1);
  const query = useStaffRecitations({ page, status: status || undefined });
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('queue.title')}
      </Title>
      <NativeSelect
        label={t('queue.status')}
        value={status}
        w={220}
        data={[
          { value: '', label: t('queue.anyStatus') },
          ...recitationStatuses.map((value) => ({ value, label: t(`statuses.${value}`) })),
        ]}
        onChange={(event) => {
          setStatus(event.currentTarget.value as RecitationStatus | '');
          setPage(1);
        }}
      />
      {query.data ? (
        query.data.items.length === 0 ? (
          <Text c="dimmed">{t('queue.empty')}</Text>
        ) : (
          <>
            <TableScrollRegion label={t('queue.title')} minWidth={640}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('queue.learner')}</Table.Th>
                    <Table.Th>{t('queue.recitation')}</Table.Th>
                    <Table.Th>{t('queue.class')}</Table.Th>
                    <Table.Th>{t('queue.length')}</Table.Th>
                    <Table.Th>{t('queue.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {query.data.items.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td>
                        <Anchor component={Link} to={paths.staff.recitation.getHref(item.id)}>
                          {item.profile.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <SurahName surah={item.surah} />{' '}
                        {t('range', { from: item.fromAyah, to: item.toAyah })}
                      </Table.Td>
                      <Table.Td>{item.classTitle[language]}</Table.Td>
                      <Table.Td>{clockOf(item.durationSeconds)}</Table.Td>
                      <Table.Td>
                        <Badge color={statusColors[item.status]} variant="filled">
                          {t(`statuses.${item.status}`)}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScrollRegion>
            {query.data.meta.totalPages > 1 ? (
              <Pagination
                total={query.data.meta.totalPages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`staff:list.page.${control}`) })}
              />
            ) : null}
          </>
        )
      ) : (
        <QueryStatus query={query} />
      )}
    </Stack>
  );
}
