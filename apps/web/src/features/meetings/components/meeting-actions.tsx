import type { CalendarEntry } from '@academy/contract/meetings';
import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { IconCheck, IconPlayerPlay, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMarkAttendance } from '../api/mark-attendance';
import { meetingOpen } from '../meeting-dates';
import { MeetingPlaceText } from './meeting-place';

/**
 * What a learner does with a meeting: join it (the button lights up 15 minutes before the start
 * and goes out at the end), say "I am here" in that window, or watch its recording afterwards.
 */
export function MeetingActions({
  entry,
  profileId,
  now,
}: {
  entry: CalendarEntry;
  profileId: string;
  now: Date;
}) {
  const { t } = useTranslation('meetings');
  const attendance = useMarkAttendance(profileId);
  const open = meetingOpen(now, entry.startsAt, entry.endsAt);
  const over = Date.parse(entry.endsAt) <= now.getTime();
  const place = entry.place;
  return (
    <Group gap="xs" mt={6} wrap="wrap">
      {place?.kind === 'online' && !over ? (
        open ? (
          <Button
            component="a"
            href={place.joinUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            color="green.8"
            leftSection={<IconVideo size={16} aria-hidden />}
          >
            {t('join')}
          </Button>
        ) : (
          <Button size="xs" variant="default" disabled leftSection={<IconVideo size={16} aria-hidden />}>
            {t('joinSoon')}
          </Button>
        )
      ) : null}
      {place ? <MeetingPlaceText place={place} /> : null}
      {open && entry.attended === false ? (
        <Button
          size="xs"
          variant="light"
          color="green"
          loading={attendance.isPending}
          onClick={() => attendance.mutate(entry.id)}
          leftSection={<IconCheck size={16} aria-hidden />}
        >
          {t('here')}
        </Button>
      ) : null}
      {entry.attended ? (
        <Badge color="green" variant="light">
          {t('present')}
        </Badge>
      ) : null}
      {entry.recordingUrl ? (
        <Anchor href={entry.recordingUrl} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} component="span">
            <IconPlayerPlay size={16} aria-hidden />
            {t('recording')}
          </Group>
        </Anchor>
      ) : null}
      {attendance.isError ? (
        <Text size="xs" c="red.8" role="alert">
          {attendance.error.message}
        </Text>
      ) : null}
    </Group>
  );
}
