import { Alert, Anchor, Badge, Checkbox, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../../../../components/form-error';
import { QueryStatus } from '../../../../components/query-status';
import { TableScrollRegion } from '../../../../components/table-scroll-region';
import { paths } from '../../../../config/paths';
import { useLanguage } from '../../../../hooks/use-language';
import { formatDateTime } from '../../../../lib/format';
import { useNow } from '../../../meetings/hooks/use-now';
import { useStaffDocument } from '../../api/get-staff-document';
import { usePutAttendance, useStaffAttendance } from '../staff-meetings-api';

/**
 * /staff/meetings/:id/attendance: each active learner of the meeting's class, present or not,
 * who marked it and when; a tick corrects it (audited on the server). A meeting not yet held (its
 * start ahead, or no date) offers no ticks and says from when attendance can be taken: the API
 * refuses it before then (issue 38 item 13).
 */
export function AttendancePage({ pertemuanId }: { pertemuanId: string }) {
  const { t } = useTranslation('staff-meetings');
  const language = useLanguage();
  const attendance = useStaffAttendance(pertemuanId);
  const meeting = useStaffDocument('pertemuan', pertemuanId);
  const correct = usePutAttendance(pertemuanId);
  const now = useNow();

  if (!attendance.data) return <QueryStatus query={attendance} />;
  const { rows, startsAt } = attendance.data;
  const title = meeting.data?.title as { en: string; id: string } | undefined;
  const present = rows.filter((row) => row.present).length;
  const held = startsAt !== null && Date.parse(startsAt) <= now.getTime();

  return (
    <Stack gap="lg">
      <Anchor
        component={Link}
        to={paths.staff.edit.getHref('pertemuan', pertemuanId)}
        size="sm"
        w="fit-content"
      >
        ← {t('backToMeeting')}
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {t('attendance.title')}
        </Title>
        <Text c="dimmed">
          {title ? title[language] : null}
          {title && startsAt ? ' · ' : null}
          {startsAt ? `${formatDateTime(startsAt, language)} WIB` : t('notScheduled')}
        </Text>
      </div>
      <Text size="sm" role="status">
        {t('attendance.count', { present, count: rows.length })}
      </Text>
      {held ? null : (
        <Alert color="yellow" title={t('attendance.notYetHeld')}>
          {startsAt
            ? t('attendance.takenFrom', { when: `${formatDateTime(startsAt, language)} WIB` })
            : t('attendance.takenOnceScheduled')}
        </Alert>
      )}
      <FormError message={correct.error?.message} />
      {rows.length === 0 ? (
        <Text c="dimmed">{t('attendance.none')}</Text>
      ) : (
        <TableScrollRegion label={t('attendance.table')} minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('attendance.learner')}</Table.Th>
                <Table.Th>{t('attendance.present')}</Table.Th>
                <Table.Th>{t('attendance.marked')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.profileId}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>
                    {held ? (
                      <Checkbox
                        checked={row.present}
                        disabled={correct.isPending && correct.variables.profileId === row.profileId}
                        onChange={(event) =>
                          correct.mutate({ profileId: row.profileId, present: event.currentTarget.checked })
                        }
                        aria-label={t('attendance.presentOf', { name: row.name })}
                      />
                    ) : (
                      <Text size="sm" c="dimmed">
                        {row.present ? t('attendance.present') : t('attendance.notYet')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {row.markedBy ? (
                      <Stack gap={2}>
                        <Badge
                          variant="light"
                          color={row.markedBy === 'self' ? 'green' : 'blue'}
                          w="fit-content"
                        >
                          {t(`attendance.by.${row.markedBy}`)}
                        </Badge>
                        {row.markedAt ? (
                          <Text size="xs" c="dimmed">
                            {formatDateTime(row.markedAt, language)} WIB
                          </Text>
                        ) : null}
                      </Stack>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('attendance.notMarked')}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScrollRegion>
      )}
    </Stack>
  );
}
