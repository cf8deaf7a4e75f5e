import type { CalendarEntry } from '@academy/contract/meetings';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateTime } from '../../../lib/format';
import { meetingTitleOptions } from '../../../lib/meeting-title';
import { wibTime } from '../meeting-dates';
import { MeetingActions } from './meeting-actions';

/** The title of a calendar entry: "Meeting 3: …", "Exam: …" or "Payment due: …". */
export function useEntryTitle() {
  const { t } = useTranslation('meetings');
  const language = useLanguage();
  return (entry: CalendarEntry) => {
    const title = entry.title[language];
    if (entry.type === 'meeting' && entry.number !== null) {
      return t('meetingTitle', meetingTitleOptions(entry.number, title));
    }
    return t(`typeTitle.${entry.type}`, { title });
  };
}

/**
 * One entry of the calendar or of the dashboard's card: its title (a link to its page), class,
 * time in WIB and, for a meeting, what the learner can do with it.
 */
export function MeetingEntry({
  entry,
  profileId,
  now,
  timeOnly = false,
}: {
  entry: CalendarEntry;
  profileId: string;
  now: Date;
  /** Show only the hours (the agenda groups entries by day). */
  timeOnly?: boolean;
}) {
  const { t } = useTranslation('meetings');
  const language = useLanguage();
  const titleOf = useEntryTitle();
  const when =
    entry.type === 'payment'
      ? t('dueAt', {
          time: timeOnly ? wibTime(entry.endsAt, language) : formatDateTime(entry.endsAt, language),
        })
      : timeOnly
        ? `${wibTime(entry.startsAt, language)}–${wibTime(entry.endsAt, language)} WIB`
        : `${formatDateTime(entry.startsAt, language)} WIB`;
  return (
    <li>
      <Text size="sm" fw={600}>
        <Anchor component={Link} to={entry.url}>
          {titleOf(entry)}
        </Anchor>
      </Text>
      <Text size="xs" c="dimmed">
        {entry.classTitle ? `${entry.classTitle[language]} · ` : ''}
        {when}
      </Text>
      {entry.type === 'meeting' ? <MeetingActions entry={entry} profileId={profileId} now={now} /> : null}
    </li>
  );
}
