import type { CalendarEntry, CalendarQuery } from '@academy/contract/meetings';
import { examShownSql, pertemuanShownSql } from '../catalogue/index';
import { meetingPaths } from '@academy/contract/endpoints';
import { createHmac } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, isNull, lt, notExists, sql, type SQL } from 'drizzle-orm';
import ical, { ICalEventTransparency } from 'ical-generator';
import {
  calendarMoments,
  momentClassTitle,
  momentsWithin,
  type CalendarMomentKind,
} from '@academy/contract/calendar-moments';
import type { Database } from '../../db/database';
import {
  accountDeletions,
  calendarFeeds,
  classes,
  enrolments,
  exams,
  kitab,
  meetingAttendance,
  pertemuan,
  profiles,
  transactions,
  users,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { newToken, sha256 } from '../../lib/secrets';
import { effectiveClosesAt } from '../exams/index';
import { appLinks } from './app-links';
import { calendarWindow } from './meeting-times';

const meetingEndSql = sql<Date>`${pertemuan.scheduledAt} + ${pertemuan.durationMinutes} * interval '1 minute'`;
/** What each moment of the feed is called, the app's words (apps/web locales, meetings.typeTitle). */
const feedTitles: Record<CalendarMomentKind, Record<'en' | 'id', string>> = {
  meeting: { en: '{title}', id: '{title}' },
  examOpens: { en: 'Exam opens: {title}', id: 'Ujian dibuka: {title}' },
  examCloses: { en: 'Exam closes: {title}', id: 'Ujian ditutup: {title}' },
  paymentDue: { en: 'Payment deadline: {title}', id: 'Batas pembayaran: {title}' },
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** A meeting's row as a calendar entry. */
function meetingEntry(row: {
  id: string;
  number: number;
  title: CalendarEntry['title'];
  startsAt: Date | null;
  endsAt: Date;
  classId: string;
  classTitle: CalendarEntry['title'];
  place: CalendarEntry['place'];
  recordingUrl: string | null;
  attended: boolean | null;
}): CalendarEntry {
  return {
    type: 'meeting',
    id: row.id,
    title: row.title,
    startsAt: iso(row.startsAt!),
    endsAt: iso(row.endsAt),
    classId: row.classId,
    classTitle: row.classTitle,
    url: appLinks.classPage(row.classId),
    number: row.number,
    place: row.place,
    recordingUrl: row.recordingUrl,
    attended: row.attended ?? false,
  };
}

const byStart = (a: CalendarEntry, b: CalendarEntry) =>
  a.startsAt.localeCompare(b.startsAt) || a.type.localeCompare(b.type) || a.id.localeCompare(b.id);

/**
 * A profile's calendar (api-contract "Meetings, calendar…"): the meetings and exam windows of the
 * classes it is actively enrolled in and its pending payments, in time order, and the private
 * iCalendar feed of the same.
 */
export class CalendarService {
  constructor(
    private readonly db: Database,
    private readonly appOrigin: string,
    private readonly academyName: string,
    /** The server's signing secret, the key of feed tokens. */
    private readonly feedSecret: string,
  ) {}

  /** Entries that overlap the window, by start time. */
  async entries(profileId: string, query: CalendarQuery, now = new Date()): Promise<CalendarEntry[]> {
    const { start, end } = calendarWindow(query);
    return this.between(profileId, start, end, now);
  }

  /**
   * Every scheduled meeting of a class the profile is actively enrolled in (403 otherwise, 404 for
   * no such class): those still to come or running first, soonest first, then those held, latest
   * first (issue 38: the class page lists its meetings).
   */
  async classMeetings(profileId: string, classId: string, now = new Date()): Promise<CalendarEntry[]> {
    const [enrolment] = await this.db
      .select({ status: enrolments.status })
      .from(enrolments)
      .where(and(eq(enrolments.profileId, profileId), eq(enrolments.classId, classId)));
    if (enrolment?.status !== 'active') {
      const [known] = await this.db.select({ id: classes.id }).from(classes).where(eq(classes.id, classId));
      throw known ? new AppError(403, 'forbidden') : new AppError(404, 'notFound');
    }
    const rows = (await this.meetings(profileId, eq(classes.id, classId))).map(meetingEntry);
    const ahead = rows.filter((row) => Date.parse(row.endsAt) > now.getTime());
    const held = rows.filter((row) => Date.parse(row.endsAt) <= now.getTime()).reverse();
    return [...ahead, ...held];
  }

  /** The scheduled, shown meetings of the profile's active classes that match `where`, by start. */
  private meetings(profileId: string, where: SQL | undefined) {
    const activeIn = and(eq(enrolments.profileId, profileId), eq(enrolments.status, 'active'));
    return this.db
      .select({
        id: pertemuan.id,
        number: pertemuan.number,
        title: pertemuan.title,
        startsAt: pertemuan.scheduledAt,
        endsAt: meetingEndSql,
        classId: classes.id,
        classTitle: classes.title,
        place: pertemuan.place,
        recordingUrl: pertemuan.recordingUrl,
        attended: meetingAttendance.present,
      })
      .from(pertemuan)
      .innerJoin(kitab, eq(kitab.id, pertemuan.kitabId))
      .innerJoin(classes, eq(classes.id, kitab.classId))
      .innerJoin(enrolments, and(eq(enrolments.classId, classes.id), activeIn))
      .leftJoin(
        meetingAttendance,
        and(eq(meetingAttendance.pertemuanId, pertemuan.id), eq(meetingAttendance.profileId, profileId)),
      )
      .where(
        and(
          isNotNull(pertemuan.scheduledAt),
          where,
          // Drafts, hidden and scheduled documents are in no calendar (decision 0098).
          pertemuanShownSql,
        ),
      )
      .orderBy(asc(pertemuan.scheduledAt), asc(pertemuan.id));
  }

  private async between(profileId: string, start: Date, end: Date, now: Date): Promise<CalendarEntry[]> {
    const activeIn = and(eq(enrolments.profileId, profileId), eq(enrolments.status, 'active'));
    const startIso = start.toISOString();
    const meetings = await this.meetings(
      profileId,
      and(lt(pertemuan.scheduledAt, end), sql`${meetingEndSql} > ${startIso}::timestamptz`),
    );
    const closesAt = effectiveClosesAt(profileId);
    const examRows = await this.db
      .select({
        id: exams.id,
        title: exams.title,
        startsAt: exams.opensAt,
        endsAt: sql<Date>`${closesAt}`,
        kitabId: kitab.id,
        classId: classes.id,
        classTitle: classes.title,
      })
      .from(exams)
      .innerJoin(kitab, eq(kitab.id, exams.kitabId))
      .innerJoin(classes, eq(classes.id, kitab.classId))
      .innerJoin(enrolments, and(eq(enrolments.classId, classes.id), activeIn))
      .where(and(lt(exams.opensAt, end), sql`${closesAt} > ${startIso}::timestamptz`, examShownSql));
    const payments = await this.db
      .select({
        id: transactions.id,
        title: transactions.itemTitle,
        startsAt: transactions.createdAt,
        endsAt: transactions.expiresAt,
        classId: transactions.itemClassId,
        classTitle: classes.title,
      })
      .from(transactions)
      .leftJoin(classes, eq(classes.id, transactions.itemClassId))
      .where(
        and(
          eq(transactions.profileId, profileId),
          eq(transactions.status, 'pending'),
          gt(transactions.expiresAt, now),
          lt(transactions.createdAt, end),
          gt(transactions.expiresAt, start),
        ),
      );
    const noMeeting = { number: null, place: null, recordingUrl: null, attended: null };
    return [
      ...meetings.map(meetingEntry),
      ...examRows.map((row): CalendarEntry => ({
        type: 'exam',
        id: row.id,
        title: row.title,
        startsAt: iso(row.startsAt),
        endsAt: iso(row.endsAt),
        classId: row.classId,
        classTitle: row.classTitle,
        url: appLinks.exam(row.kitabId, row.id),
        ...noMeeting,
      })),
      ...payments.map((row): CalendarEntry => ({
        type: 'payment',
        id: row.id,
        title: row.title,
        // A payment's deadline is its moment: it starts and ends at its expiry.
        startsAt: iso(row.endsAt),
        endsAt: iso(row.endsAt),
        classId: row.classId,
        classTitle: row.classTitle,
        url: appLinks.qris(row.id),
        ...noMeeting,
      })),
    ].sort(byStart);
  }

  /** The profile's feed address, made on first ask. */
  async feedUrl(profileId: string): Promise<string> {
    const [existing] = await this.db
      .select({ nonce: calendarFeeds.nonce })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.profileId, profileId));
    if (existing) return this.addressOf(this.tokenOf(existing.nonce));
    const nonce = newToken();
    await this.db
      .insert(calendarFeeds)
      .values({ profileId, nonce, tokenHash: sha256(this.tokenOf(nonce)) })
      .onConflictDoNothing();
    // Of two first asks at once, the one stored is the address.
    return this.feedUrlStored(profileId);
  }

  /** A new address; the old one answers 404 from now on. */
  async renewFeed(profileId: string): Promise<string> {
    const nonce = newToken();
    const tokenHash = sha256(this.tokenOf(nonce));
    await this.db
      .insert(calendarFeeds)
      .values({ profileId, nonce, tokenHash })
      .onConflictDoUpdate({
        target: calendarFeeds.profileId,
        set: { nonce, tokenHash, createdAt: new Date() },
      });
    return this.addressOf(this.tokenOf(nonce));
  }

  private async feedUrlStored(profileId: string): Promise<string> {
    const [row] = await this.db
      .select({ nonce: calendarFeeds.nonce })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.profileId, profileId));
    return this.addressOf(this.tokenOf(row!.nonce));
  }

  private tokenOf(nonce: string): string {
    return createHmac('sha256', this.feedSecret).update(`calendar-feed:${nonce}`).digest('base64url');
  }

  /**
   * The iCalendar text (RFC 5545) of a feed token: from 30 days back to 92 days ahead; undefined
   * for an unknown token and for a closed or erased account. Times are UTC instants, the calendar names Asia/Jakarta (WIB).
   */
  async feed(token: string, language: 'en' | 'id', now = new Date()): Promise<string | undefined> {
    // An account closed (its erasure due) or erased has no calendar: its address answers 404 (issue 37).
    const [row] = await this.db
      .select({ profileId: calendarFeeds.profileId, preferredLanguage: users.preferredLanguage })
      .from(calendarFeeds)
      .innerJoin(profiles, eq(profiles.id, calendarFeeds.profileId))
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(
        and(
          eq(calendarFeeds.tokenHash, sha256(token)),
          notExists(
            this.db
              .select({ id: accountDeletions.id })
              .from(accountDeletions)
              .where(and(eq(accountDeletions.userId, profiles.userId), isNull(accountDeletions.cancelledAt))),
          ),
        ),
      );
    if (!row) return undefined;
    // A calendar app asks in no language of the learner's: the account's own language, when set,
    // names the events (issue 38 item 19); else the request's.
    language = row.preferredLanguage ?? language;
    const day = 86_400_000;
    const start = new Date(now.getTime() - 30 * day);
    const end = new Date(now.getTime() + 92 * day);
    // An exam is its opening and its closing, a payment its deadline: points in time, as in the
    // app's calendar, never one event across an exam's window (issue 38).
    const moments = momentsWithin(
      calendarMoments(await this.between(row.profileId, start, end, now)),
      start,
      end,
    );
    const calendar = ical({
      name: this.academyName,
      prodId: { company: this.academyName, product: 'calendar' },
    });
    calendar.x('X-WR-TIMEZONE', 'Asia/Jakarta');
    calendar.ttl(60 * 60);
    for (const moment of moments) {
      const { entry } = moment;
      const place = entry.place;
      const title = feedTitles[moment.kind][language].replace('{title}', entry.title[language]);
      const classTitle = momentClassTitle(moment, language);
      calendar.createEvent({
        id: `${moment.key}@${new URL(this.appOrigin).host}`,
        start: new Date(moment.startsAt),
        // A point in time has no DTEND (RFC 5545 3.6.1: it ends when it starts) and is not busy time.
        end: moment.endsAt ? new Date(moment.endsAt) : null,
        transparency: moment.endsAt ? null : ICalEventTransparency.TRANSPARENT,
        stamp: now,
        summary: classTitle ? `${title} · ${classTitle}` : title,
        location: place ? (place.kind === 'online' ? place.joinUrl : place.address) : null,
        url: `${this.appOrigin}${entry.url}`,
        description: entry.recordingUrl ?? null,
      });
    }
    // RFC 5545 3.1: every content line ends with CRLF, the last one too.
    return `${calendar.toString().replace(/\r\n$/, '')}\r\n`;
  }

  private addressOf(token: string): string {
    return `${this.appOrigin}${meetingPaths.calendarIcs(token)}`;
  }
}
