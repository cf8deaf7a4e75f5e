import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BidiText } from '../../../components/bidi-text';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useActiveProfileId } from '../../../lib/active-profile';
import { meetingTitleOptions } from '../../../lib/meeting-title';
import { readIndex } from '../offline-cache';

/**
 * The meetings on this phone, on the dashboard: they open as they do online, offline too
 * (decision 0156). Nothing shows while nothing is downloaded.
 */
export function DownloadedMeetingsCard() {
  const { t } = useTranslation('offline');
  const language = useLanguage();
  const profileId = useActiveProfileId();
  const downloads = useQuery({
    queryKey: ['downloads', profileId ?? ''],
    queryFn: () => readIndex(profileId ?? ''),
    enabled: profileId !== null && typeof caches !== 'undefined',
    networkMode: 'always',
  });
  const entries = Object.values(downloads.data ?? {}).filter((entry) => entry.meetings.length > 0);
  if (entries.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="downloaded-meetings">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id="downloaded-meetings">
          {t('card.title')}
        </Title>
        <Anchor component={Link} to={paths.dashboard.downloads.getHref()} size="sm">
          {t('card.manage')}
        </Anchor>
      </Group>
      <Stack gap="sm" mt="xs">
        {entries.map((entry) => (
          <div key={entry.kitabId}>
            <Text fw={600} size="sm">
              <BidiText>{entry.title[language]}</BidiText>
            </Text>
            <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {entry.meetings.map((meeting) =>
                meeting.courseIds[0] ? (
                  <li key={meeting.id}>
                    <Anchor
                      component={Link}
                      to={paths.dashboard.material.getHref(entry.kitabId, meeting.id, meeting.courseIds[0])}
                      size="sm"
                    >
                      <BidiText>
                        {t('list.meeting', meetingTitleOptions(meeting.number, meeting.title[language]))}
                      </BidiText>
                    </Anchor>
                  </li>
                ) : null,
              )}
            </Stack>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
