import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { useActiveProfileId } from '../../../lib/active-profile';
import { formatDateTime } from '../../../lib/format';
import { useClassAnnouncements } from '../api/get-class-announcements';

function Announcements({ profileId, classId }: { profileId: string; classId: string }) {
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  const query = useClassAnnouncements(profileId, classId);
  // Only the class's learners read its announcements: to anyone else the section is not there.
  if (!query.data || query.data.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="announcements-title">
      <Title order={2} size="h4" id="announcements-title">
        {t('announcements.title')}
      </Title>
      <Stack component="ul" gap="md" mt="sm" p={0} style={{ listStyle: 'none' }}>
        {query.data.map((announcement) => (
          <li key={announcement.id}>
            <Text fw={700}>{announcement.title}</Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {announcement.body}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(announcement.createdAt, language)} WIB
            </Text>
          </li>
        ))}
      </Stack>
    </Card>
  );
}

/** A class's announcements on its page, for the active profile when it is a learner of the class. */
export function ClassAnnouncements({ classId }: { classId: string }) {
  const profileId = useActiveProfileId();
  return profileId ? <Announcements profileId={profileId} classId={classId} /> : null;
}
