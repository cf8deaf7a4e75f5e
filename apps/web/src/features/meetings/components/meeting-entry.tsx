import { momentClassTitle, type CalendarMoment } from '@academy/contract/calendar-moments';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateTime } from '../../../lib/format';
import { meetingTitleOptions } from '../../../lib/meeting-title';
import { wibTime } from '../meeting-dates';
import plain from '../../../components/plain.module.css';
import { MeetingActions } from './meeting-actions';

/** The title of a calendar moment: "Meeting 3: …", "Exam opens: …", "Exam closes: …" or "Payment deadline: …". */
export function useMomentTitle() {
  const { t } = useTranslation('meetings');
  const language = useLanguage();
  return (moment: CalendarMoment) => {
    const { entry } = moment;
    const title = entry.title[language];
    if (moment.kind === 'meeting' && entry.number !== null) {
      return t('meetingTitle', meetingTitleOptions(entry.number, title));
    }
    return t(`typeTitle.${moment.kind}`, { title });
  };
}

/**
 * One moment of the calendar or of the dashboard's card: its title (a link to its page), class,
 * time in WIB and, for a meeting, what the learner can do with it. An exam's opening and closing
 * and a payment's deadline are points in time (issue 38). Plain markup with the look of Mantine's
 * Text and Anchor: the dashboard and the calendar list many (decision 0181).
 */
export function MeetingEntry({
  moment,
  profileId,
  now,
  timeOnly = false,
}: {
  moment: CalendarMoment;
  profileId: string;
  now: Date;
  /** Show only the hours (the agenda groups entries by day). */
  timeOnly?: boolean;
}) {
  const { t } = useTranslation('meetings');
  const language = useLanguage();
  const titleOf = useMomentTitle();
  const { entry } = moment;
  const at = timeOnly ? wibTime(moment.startsAt, language) : formatDateTime(moment.startsAt, language);
  const when =
    moment.kind === 'paymentDue'
      ? t('dueAt', { time: at })
      : timeOnly && moment.endsAt
        ? `${at}–${wibTime(moment.endsAt, language)} WIB`
        : `${at} WIB`;
  const classTitle = momentClassTitle(moment, language);
  return (
    <li>
      <p className={`${plain.text} ${plain.sm}`}>
        <Link to={entry.url} className={plain.link}>
          {titleOf(moment)}
        </Link>
      </p>
      <p className={`${plain.text} ${plain.xs} ${plain.dimmed}`}>
        {classTitle ? `${classTitle} · ` : ''}
        {when}
      </p>
      {entry.type === 'meeting' ? <MeetingActions entry={entry} profileId={profileId} now={now} /> : null}
    </li>
  );
}
