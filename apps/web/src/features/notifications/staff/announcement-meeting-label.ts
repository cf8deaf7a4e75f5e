import type { StaffClassMeetings } from '@academy/contract/meetings';
import type { TFunction } from 'i18next';
import type { Language } from '@academy/contract/language';
import { hasArabic } from '../../../lib/bidi';
import { formatDateTime } from '../../../lib/format';
import { meetingTitleOptions } from '../../../lib/meeting-title';

type StaffMeeting = StaffClassMeetings['meetings'][number];

/** Arabic kept in its own direction inside a select's plain-text option (FSI … PDI). */
const isolated = (text: string) => (hasArabic(text) ? `\u2068${text}\u2069` : text);

/**
 * A meeting as the announcement form and list name it: "Meeting 2: Isim · Sat, 6 Dec 2025 20.00
 * WIB", with its kitab when the class has more than one (numbers start again in each kitab).
 */
export function announcementMeetingLabel(
  meeting: StaffMeeting,
  meetings: StaffMeeting[],
  language: Language,
  t: TFunction<['staff-announcements', 'meetings']>,
): string {
  const title = t('meetings:meetingTitle', meetingTitleOptions(meeting.number, meeting.title[language]));
  const kitabs = new Set(meetings.map((row) => row.kitabId)).size;
  const named =
    kitabs > 1 ? `${isolated(meeting.kitabTitle[language])} · ${isolated(title)}` : isolated(title);
  return meeting.startsAt
    ? t('staff-announcements:meetingOption', {
        meeting: named,
        date: formatDateTime(meeting.startsAt, language),
      })
    : named;
}
