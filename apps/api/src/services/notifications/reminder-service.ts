import { announcementChannels } from '@academy/contract/meetings';
import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { examShownSql, pertemuanShownSql } from '../catalogue/index';
import { backgroundPacer } from '../../lib/background-pace';
import type { Database } from '../../db/database';
import {
  classes,
  enrolments,
  exams,
  kitab,
  notifications,
  pertemuan,
  transactions,
} from '../../db/schema/index';
import { examStillToSit } from '../exams/index';
import { effectiveClosesAt, mayCloseWithin } from '../exams/index';
import { appLinks } from '../meetings/index';
import type { NoticeInput, NotificationService } from './notification-service';
import { reminderTexts } from './notification-texts';

const allChannels = announcementChannels;
/** A pending payment is reminded when this much of its time is left. */
const paymentReminderMs = 5 * 60_000;

/** Not yet reminded of `eventKey` (a cheap pre-filter; the unique key is the guarantee). */
const notReminded = (
  profileId: typeof enrolments.profileId | typeof transactions.profileId,
  eventKey: ReturnType<typeof sql>,
) =>
  sql`not exists (select 1 from ${notifications} where ${notifications.profileId} = ${profileId} and ${notifications.eventKey} = ${eventKey})`;

/** `make` once per key: the texts of one event for all who are reminded of it. */
function textsOnce<Input, Texts>(make: (input: Input) => Texts) {
  const made = new Map<string, Texts>();
  return (key: string, input: Input): Texts => {
    let texts = made.get(key);
    if (texts === undefined) made.set(key, (texts = make(input)));
    return texts;
  };
}

/**
 * Finds the reminders due (api-contract): a meeting `REMINDER_MEETING_MINUTES` before it starts,
 * an exam `REMINDER_EXAM_HOURS` before it closes for a profile that has not finished it, and a
 * pending payment with 5 minutes left; each once per profile and event.
 */
export class ReminderService {
  constructor(
    private readonly db: Database,
    private readonly notifications: NotificationService,
    private readonly options: { meetingMinutes: number; examHours: number },
  ) {}

  /** Answers how many reminders were made. */
  async scan(now = new Date()): Promise<number> {
    const nowIso = now.toISOString();
    const meetingKey = sql`'meeting:' || ${pertemuan.id}`;
    const meetings = await this.db
      .select({
        profileId: enrolments.profileId,
        id: pertemuan.id,
        title: pertemuan.title,
        startsAt: pertemuan.scheduledAt,
        place: pertemuan.place,
        classId: classes.id,
        classTitle: classes.title,
      })
      .from(pertemuan)
      .innerJoin(kitab, eq(kitab.id, pertemuan.kitabId))
      .innerJoin(classes, eq(classes.id, kitab.classId))
      .innerJoin(enrolments, and(eq(enrolments.classId, classes.id), eq(enrolments.status, 'active')))
      .where(
        and(
          isNotNull(pertemuan.scheduledAt),
          gt(pertemuan.scheduledAt, now),
          lte(pertemuan.scheduledAt, new Date(now.getTime() + this.options.meetingMinutes * 60_000)),
          pertemuanShownSql,
          notReminded(enrolments.profileId, meetingKey),
        ),
      );
    // A meeting's or an exam's texts are the same for each of its learners: made once for all.
    const meetingTexts = textsOnce(reminderTexts.meetingReminder);
    const meetingNotices = meetings.map((meeting): NoticeInput => {
      const startsAt = meeting.startsAt!;
      const where = meeting.place
        ? meeting.place.kind === 'online'
          ? meeting.place.joinUrl
          : meeting.place.address
        : null;
      return {
        profileId: meeting.profileId,
        kind: 'meetingReminder',
        eventKey: `meeting:${meeting.id}`,
        ...meetingTexts(meeting.id, {
          title: meeting.title,
          classTitle: meeting.classTitle,
          startsAt,
          where,
        }),
        url: appLinks.classPage(meeting.classId),
        channels: allChannels,
        meetingStartsAt: startsAt,
      };
    });

    const windowEnd = new Date(now.getTime() + this.options.examHours * 3_600_000).toISOString();
    // The exams some learner's close may fall in the window (a few), then each one's learners
    // (decision 0175). Per exam, its reminders' key is a value, not `'exam:' || id` worked out per
    // learner, so PostgreSQL finds a learner's reminder by both columns of its index: 10,000
    // learners of one exam, all reminded, took 100 ms a scan, now 33 ms; none reminded, 64 → 41 ms.
    const examsDue = await this.db
      .select({ id: exams.id, title: exams.title, kitabId: kitab.id, classId: kitab.classId })
      .from(exams)
      .innerJoin(kitab, eq(kitab.id, exams.kitabId))
      .where(and(lte(exams.opensAt, now), mayCloseWithin(nowIso, windowEnd), examShownSql));
    const closesAt = effectiveClosesAt(enrolments.profileId);
    const closing = [];
    // One after the other: a background scan, not a burst of the pool's connections.
    for (const exam of examsDue) {
      const learners = await this.db
        .select({ profileId: enrolments.profileId, closesAt: sql<string>`${closesAt}` })
        .from(enrolments)
        .innerJoin(exams, eq(exams.id, exam.id))
        .where(
          and(
            eq(enrolments.classId, exam.classId),
            eq(enrolments.status, 'active'),
            sql`${closesAt} > ${nowIso}::timestamptz`,
            sql`${closesAt} <= ${windowEnd}::timestamptz`,
            examStillToSit(enrolments.profileId),
            notReminded(enrolments.profileId, sql`${`exam:${exam.id}`}`),
          ),
        );
      closing.push(...learners.map((learner) => ({ ...exam, ...learner })));
    }
    const examTexts = textsOnce(reminderTexts.examClosing);
    const examNotices = closing.map((exam): NoticeInput => ({
      profileId: exam.profileId,
      kind: 'examClosing',
      eventKey: `exam:${exam.id}`,
      // An extension moves one learner's close: the texts are per exam and close.
      ...examTexts(`${exam.id} ${exam.closesAt}`, { title: exam.title, closesAt: new Date(exam.closesAt) }),
      url: appLinks.exam(exam.kitabId, exam.id),
      channels: allChannels,
    }));

    const paymentKey = sql`'payment:' || ${transactions.id}`;
    const expiring = await this.db
      .select({
        profileId: transactions.profileId,
        id: transactions.id,
        title: transactions.itemTitle,
        expiresAt: transactions.expiresAt,
      })
      .from(transactions)
      .where(
        and(
          eq(transactions.status, 'pending'),
          gt(transactions.expiresAt, now),
          lte(transactions.expiresAt, new Date(now.getTime() + paymentReminderMs)),
          notReminded(transactions.profileId, paymentKey),
        ),
      );
    const paymentNotices = expiring.map((payment): NoticeInput => ({
      profileId: payment.profileId,
      kind: 'paymentExpiring',
      eventKey: `payment:${payment.id}`,
      ...reminderTexts.paymentExpiring({ title: payment.title, expiresAt: payment.expiresAt }),
      url: appLinks.qris(payment.id),
      channels: allChannels,
    }));
    // Made in bulk: an exam opening for a whole class finds thousands due at once.
    return this.notifications.notifyMany(
      [...meetingNotices, ...examNotices, ...paymentNotices],
      now,
      backgroundPacer(),
    );
  }
}
