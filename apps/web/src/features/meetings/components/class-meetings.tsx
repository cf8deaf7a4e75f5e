import type { CalendarEntry } from '@academy/contract/meetings';
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BidiText } from '../../../components/bidi-text';
import { QueryError } from '../../../components/query-error';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateTime } from '../../../lib/format';
import { meetingTitleOptions } from '../../../lib/meeting-title';
import { useClassMeetings } from '../api/get-class-meetings';
import { useNow } from '../hooks/use-now';
import { meetingOpen, wibTime } from '../meeting-dates';
import { MeetingActions } from './meeting-actions';

/** How many meetings the card shows before "Show the other …". */
const shownAtFirst = 3;

/** What other features show in a meeting's entry (the announcements about it). */
type MeetingSlot = (entry: CalendarEntry) => ReactNode;

function ClassMeeting({
  entry,
  profileId,
  now,
  meetingSlot,
}: {
  entry: CalendarEntry;
  profileId: string;
  now: Date;
  meetingSlot?: MeetingSlot;
}) {
  const { t } = useTranslation('meetings');
  const language = useLanguage();
  const title =
    entry.number === null
      ? entry.title[language]
      : t('meetingTitle', meetingTitleOptions(entry.number, entry.title[language]));
  const live = Date.parse(entry.startsAt) <= now.getTime() && meetingOpen(now, entry.startsAt, entry.endsAt);
  return (
    <li>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          <BidiText>{title}</BidiText>
        </Text>
        {live ? (
          <Badge color="red.8" variant="filled" fz="xs">
            {t('classMeetings.live')}
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {t('classMeetings.when', {
          date: formatDateTime(entry.startsAt, language),
          end: wibTime(entry.endsAt, language),
        })}
      </Text>
      {meetingSlot?.(entry)}
      <MeetingActions entry={entry} profileId={profileId} now={now} />
    </li>
  );
}

/**
 * A class's meetings on its page, for a learner of it (issue 38): those to come first, each with
 * its time in WIB, what `meetingSlot` adds (the announcements about it), its place, the join
 * button, "I am here" and its recording once held.
 */
export function ClassMeetings({
  profileId,
  classId,
  meetingSlot,
}: {
  profileId: string;
  classId: string;
  meetingSlot?: MeetingSlot;
}) {
  const { t } = useTranslation('meetings');
  const now = useNow();
  const query = useClassMeetings(profileId, classId);
  const [showAll, setShowAll] = useState(false);
  const meetings = query.data ?? [];
  const shown = showAll ? meetings : meetings.slice(0, shownAtFirst);
  const hidden = meetings.length - shownAtFirst;
  return (
    <Card component="section" aria-labelledby="class-meetings-title">
      <Title order={2} size="h4" id="class-meetings-title">
        {t('classMeetings.title')}
      </Title>
      {query.isPending ? (
        <Skeleton h={96} mt="sm" />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : meetings.length === 0 ? (
        <Text c="dimmed" mt="sm" size="sm">
          {t('classMeetings.empty')}
        </Text>
      ) : (
        <>
          <Stack
            component="ul"
            id="class-meetings-list"
            gap="md"
            mt="sm"
            p={0}
            style={{ listStyle: 'none' }}
            aria-labelledby="class-meetings-title"
          >
            {shown.map((entry) => (
              <ClassMeeting
                key={entry.id}
                entry={entry}
                profileId={profileId}
                now={now}
                meetingSlot={meetingSlot}
              />
            ))}
          </Stack>
          {hidden > 0 ? (
            <Button
              variant="subtle"
              size="sm"
              mt="sm"
              aria-expanded={showAll}
              aria-controls="class-meetings-list"
              onClick={() => setShowAll((value) => !value)}
            >
              {showAll ? t('classMeetings.showFewer') : t('classMeetings.showAll', { count: hidden })}
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}
