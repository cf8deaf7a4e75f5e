import type { AnnouncementSummary } from '@academy/contract/meetings';
import { Box, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BidiText } from '../../../components/bidi-text';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateTime } from '../../../lib/format';
import { useClassAnnouncements } from '../api/get-class-announcements';

/** One announcement: its title, text and when it was sent (WIB). */
function AnnouncementItem({
  announcement,
  compact,
}: {
  announcement: AnnouncementSummary;
  compact?: boolean;
}) {
  const language = useLanguage();
  return (
    <>
      <Text fw={700} size={compact ? 'sm' : undefined}>
        <BidiText>{announcement.title}</BidiText>
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        <BidiText>{announcement.body}</BidiText>
      </Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(announcement.createdAt, language)} WIB
      </Text>
    </>
  );
}

/**
 * A class's announcements near the top of its page (issue 38 item 19), for a learner of the class:
 * to anyone else the API answers 403 and the section is not there.
 */
export function ClassAnnouncements({ profileId, classId }: { profileId: string; classId: string }) {
  const { t } = useTranslation('notifications');
  const query = useClassAnnouncements(profileId, classId);
  if (!query.data || query.data.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="announcements-title">
      <Title order={2} size="h4" id="announcements-title">
        {t('announcements.title')}
      </Title>
      <Stack component="ul" gap="md" mt="sm" p={0} style={{ listStyle: 'none' }}>
        {query.data.map((announcement) => (
          <li key={announcement.id}>
            <AnnouncementItem announcement={announcement} />
          </li>
        ))}
      </Stack>
    </Card>
  );
}

/**
 * The announcements about one meeting, in that meeting's entry on the class page (issue 38 item
 * 19), so a learner reading the meeting sees what changed. Shares the class's announcements query.
 */
export function MeetingAnnouncements({
  profileId,
  classId,
  meetingId,
}: {
  profileId: string;
  classId: string;
  meetingId: string;
}) {
  const { t } = useTranslation('notifications');
  const query = useClassAnnouncements(profileId, classId);
  const about = (query.data ?? []).filter((announcement) => announcement.meetingId === meetingId);
  if (about.length === 0) return null;
  return (
    <Stack
      component="ul"
      gap="xs"
      mt="xs"
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('announcements.aboutMeeting')}
    >
      {about.map((announcement) => (
        <Box
          component="li"
          key={announcement.id}
          pl="sm"
          py={4}
          style={{ borderInlineStart: '3px solid var(--mantine-color-yellow-7)' }}
        >
          <Text size="xs" fw={700} c="green.9" tt="uppercase">
            {t('announcements.label')}
          </Text>
          <AnnouncementItem announcement={announcement} compact />
        </Box>
      ))}
    </Stack>
  );
}
