import { calendarMoments } from '@academy/contract/calendar-moments';
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { paths } from '../../../config/paths';
import { useActiveProfileId } from '../../../lib/active-profile';
import { useUpcomingCalendar } from '../api/get-calendar';
import { useNow } from '../hooks/use-now';
import { MeetingEntry } from './meeting-entry';

/**
 * The dashboard's "Upcoming meetings": the next three meetings of the profile's classes (a live
 * one first) with their WIB times and join buttons, and the latest recording of the past week.
 */
export function UpcomingMeetingsCard() {
  const profileId = useActiveProfileId();
  // The dashboard layout asks for a profile first; this only guards the types.
  return profileId ? <UpcomingMeetings profileId={profileId} /> : null;
}

function UpcomingMeetings({ profileId }: { profileId: string }) {
  const { t } = useTranslation('meetings');
  const now = useNow();
  const query = useUpcomingCalendar(profileId, now);
  const meetings = calendarMoments(query.data ?? []).filter((moment) => moment.kind === 'meeting');
  const next = meetings.filter((moment) => Date.parse(moment.entry.endsAt) > now.getTime()).slice(0, 3);
  const lastRecorded = meetings
    .filter((moment) => moment.entry.recordingUrl && Date.parse(moment.entry.endsAt) <= now.getTime())
    .at(-1);
  return (
    <Card component="section" aria-labelledby="meetings-title">
      <Group justify="space-between">
        <Title order={2} size="h4" id="meetings-title">
          {t('upcoming')}
        </Title>
        <Anchor component={Link} to={paths.dashboard.calendar.getHref()} size="sm" className="tap-target">
          {t('openCalendar')}
        </Anchor>
      </Group>
      {query.isPending ? (
        <Skeleton h={96} mt="sm" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {next.length === 0 ? (
            <Text c="dimmed" mt="sm" size="sm">
              {t('noMeetings')}
            </Text>
          ) : (
            <Stack
              component="ul"
              gap="sm"
              mt="sm"
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={t('upcoming')}
            >
              {next.map((moment) => (
                <MeetingEntry key={moment.key} moment={moment} profileId={profileId} now={now} />
              ))}
            </Stack>
          )}
          {lastRecorded ? (
            <>
              <Title order={3} size="h6" mt="md" c="dimmed">
                {t('lastRecording')}
              </Title>
              <Stack component="ul" gap="sm" mt={4} p={0} style={{ listStyle: 'none' }}>
                <MeetingEntry moment={lastRecorded} profileId={profileId} now={now} />
              </Stack>
            </>
          ) : null}
        </>
      )}
    </Card>
  );
}
