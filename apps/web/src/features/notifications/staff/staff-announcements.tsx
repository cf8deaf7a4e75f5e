import { Badge, Card, NativeSelect, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { TableScrollRegion } from '../../../components/table-scroll-region';
import { useLanguage } from '../../../hooks/use-language';
import { usePatchSearchParams } from '../../../hooks/use-patch-search-params';
import { formatDateTime } from '../../../lib/format';
import { AnnouncementForm } from './announcement-form';
import { announcementMeetingLabel } from './announcement-meeting-label';
import {
  useAnnouncementMeetings,
  useStaffAnnouncement,
  useStaffClassAnnouncements,
  useStaffClasses,
} from './staff-announcement-api';

/** The quiet hours end at 06.00 WIB (UTC+7): a message due then waited for them. */
const endsQuietHours = (iso: string) => {
  const wib = new Date(Date.parse(iso) + 7 * 3_600_000);
  return wib.getUTCHours() === 6 && wib.getUTCMinutes() === 0;
};

const statusColor = { queued: 'yellow', sent: 'green', failed: 'red', skipped: 'gray' } as const;

function Deliveries({ id }: { id: string }) {
  const { t } = useTranslation('staff-announcements');
  const language = useLanguage();
  const query = useStaffAnnouncement(id);
  // When the answer arrived: what is still due after it is still waiting.
  const now = query.dataUpdatedAt;
  if (!query.data) return <QueryStatus query={query} />;
  const announcement = query.data;
  return (
    <Card withBorder>
      <Title order={3} size="h5">
        {t('statuses', { title: announcement.title })}
      </Title>
      {announcement.deliveries.length === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('noRecipients')}
        </Text>
      ) : (
        <TableScrollRegion label={t('statusTable')} minWidth={420}>
          <Table mt="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('learner')}</Table.Th>
                <Table.Th>{t('channel')}</Table.Th>
                <Table.Th>{t('status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {announcement.deliveries.map((delivery) => (
                <Table.Tr key={`${delivery.profileId}-${delivery.channel}`}>
                  <Table.Td>{delivery.name}</Table.Td>
                  <Table.Td>{t(`channels.${delivery.channel}`)}</Table.Td>
                  <Table.Td>
                    <Badge color={statusColor[delivery.status]} variant="light">
                      {t(`deliveryStatus.${delivery.status}`)}
                    </Badge>
                    {/* A queued message that waits (the quiet hours) says until when, and why. */}
                    {delivery.status === 'queued' && Date.parse(delivery.dueAt) > now ? (
                      <Text size="xs" c="dimmed" mt={4}>
                        {t(endsQuietHours(delivery.dueAt) ? 'waitsUntil' : 'retriesAt', {
                          time: formatDateTime(delivery.dueAt, language),
                        })}
                      </Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScrollRegion>
      )}
    </Card>
  );
}

function ClassAnnouncementList({
  classId,
  selected,
  onSelect,
}: {
  classId: string;
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation(['staff-announcements', 'meetings']);
  const language = useLanguage();
  const query = useStaffClassAnnouncements(classId);
  const meetings = useAnnouncementMeetings(classId).data?.meetings ?? [];
  /** "about Meeting 2: …" for an announcement about a meeting (a deleted one is about none). */
  const aboutOf = (meetingId: string | null) => {
    const meeting = meetings.find((row) => row.id === meetingId);
    return meeting
      ? ` · ${t('aboutMeeting', { meeting: announcementMeetingLabel(meeting, meetings, language, t) })}`
      : '';
  };
  if (!query.data) return <QueryStatus query={query} />;
  if (query.data.length === 0) return <Text c="dimmed">{t('none')}</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} style={{ listStyle: 'none' }} aria-label={t('past')}>
      {query.data.map((announcement) => (
        <li key={announcement.id}>
          <UnstyledButton
            onClick={() => onSelect(announcement.id)}
            aria-pressed={selected === announcement.id}
            p="xs"
            w="100%"
            style={{
              borderRadius: 8,
              background: selected === announcement.id ? 'var(--mantine-color-green-0)' : undefined,
            }}
          >
            <Text fw={600}>{announcement.title}</Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(announcement.createdAt, language)} WIB ·{' '}
              {announcement.channels.map((channel) => t(`channels.${channel}`)).join(', ')}
              {announcement.audience === 'selected' ? ` · ${t('toSelected')}` : ''}
              {aboutOf(announcement.meetingId)}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}

/**
 * /staff/announcements: write to a class (title, text, channels), find its past announcements
 * and each recipient's delivery status. Class and announcement live in the address.
 */
export function StaffAnnouncements({
  classId,
  announcementId,
}: {
  classId: string | null;
  announcementId: string | null;
}) {
  const { t } = useTranslation('staff-announcements');
  const patch = usePatchSearchParams();
  const classes = useStaffClasses();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      {classes.data ? (
        <NativeSelect
          label={t('classField')}
          value={classId ?? ''}
          onChange={(event) => patch({ classId: event.currentTarget.value, announcement: undefined })}
          data={[
            { value: '', label: t('pickClass') },
            ...classes.data.items.map((row) => ({ value: row.id, label: row.title })),
          ]}
          maw={480}
        />
      ) : (
        <QueryStatus query={classes} />
      )}
      {classId ? (
        <>
          <AnnouncementForm classId={classId} onSent={(sent) => patch({ announcement: sent.id })} />
          <Card>
            <Title order={2} size="h4" mb="sm">
              {t('past')}
            </Title>
            <ClassAnnouncementList
              classId={classId}
              selected={announcementId}
              onSelect={(id) => patch({ announcement: id })}
            />
          </Card>
          {announcementId ? <Deliveries id={announcementId} /> : null}
        </>
      ) : null}
    </Stack>
  );
}
