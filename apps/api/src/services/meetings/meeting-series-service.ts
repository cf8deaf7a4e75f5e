import {
  meetingSeriesStarts,
  type MeetingSeries,
  type MeetingSeriesResult,
  type StaffClassMeetings,
} from '@academy/contract/meetings';
import { asc, desc, eq, max } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { classes, kitab, pertemuan } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import type { AuditTrail, StaffActor } from '../audit/index';
import { assertTeaches } from '../catalogue/index';

/** The schedule of a pertemuan as its audit rows show it. */
const scheduleOf = (
  row: Pick<typeof pertemuan.$inferSelect, 'scheduledAt' | 'durationMinutes' | 'place'>,
) => ({
  startsAt: row.scheduledAt?.toISOString() ?? null,
  durationMinutes: row.durationMinutes,
  place: row.place,
});

/**
 * A class's meetings in order (kitab by position, meetings by number) and the series that
 * schedules them in one go: admins, and a teacher for the classes they teach (decisions §9).
 */
export class MeetingSeriesService {
  constructor(
    private readonly db: Database,
    private readonly staff: AuditTrail,
  ) {}

  private async classOf(classId: string, actor: StaffActor) {
    const [klass] = await this.db
      .select({ id: classes.id, teacherId: classes.teacherId })
      .from(classes)
      .where(eq(classes.id, classId));
    if (!klass) throw new AppError(404, 'notFound');
    assertTeaches(actor, klass.teacherId);
    return klass;
  }

  private meetingRows(db: Database | Transaction, classId: string) {
    return db
      .select({ meeting: pertemuan, kitabTitle: kitab.title })
      .from(pertemuan)
      .innerJoin(kitab, eq(kitab.id, pertemuan.kitabId))
      .where(eq(kitab.classId, classId))
      .orderBy(asc(kitab.position), asc(kitab.id), asc(pertemuan.number));
  }

  async list(classId: string, actor: StaffActor): Promise<StaffClassMeetings> {
    await this.classOf(classId, actor);
    const rows = await this.meetingRows(this.db, classId);
    return {
      classId,
      meetings: rows.map(({ meeting, kitabTitle }) => ({
        id: meeting.id,
        kitabId: meeting.kitabId,
        kitabTitle,
        number: meeting.number,
        title: meeting.title,
        startsAt: meeting.scheduledAt?.toISOString() ?? null,
        durationMinutes: meeting.durationMinutes,
        place: meeting.place,
        recordingUrl: meeting.recordingUrl,
      })),
    };
  }

  /**
   * The meetings a series needs beyond the class's own (issue 38 item 8): made in the class's last
   * kitab (by position), numbered on from its last meeting, "Meeting n" / "Pertemuan n", published
   * as a meeting made in the console is, each with the series' date, duration and place and its
   * own audit row in the series' transaction. No kitab: 400 on `count`.
   */
  private async addMeetings(
    tx: Transaction,
    classId: string,
    series: MeetingSeries,
    starts: Date[],
    actor: StaffActor,
  ) {
    if (starts.length === 0) return;
    const [book] = await tx
      .select({ id: kitab.id })
      .from(kitab)
      .where(eq(kitab.classId, classId))
      .orderBy(desc(kitab.position), desc(kitab.id))
      .limit(1)
      .for('update');
    if (!book) throw fieldError('count', 'seriesNeedsKitab');
    const [last] = await tx
      .select({ number: max(pertemuan.number) })
      .from(pertemuan)
      .where(eq(pertemuan.kitabId, book.id));
    const first = (last?.number ?? 0) + 1;
    const made = await tx
      .insert(pertemuan)
      .values(
        starts.map((scheduledAt, index) => ({
          kitabId: book.id,
          number: first + index,
          title: { en: `Meeting ${first + index}`, id: `Pertemuan ${first + index}` },
          scheduledAt,
          durationMinutes: series.durationMinutes,
          place: series.place,
        })),
      )
      .returning();
    for (const meeting of made)
      await this.staff.audit(tx, actor, 'create', 'pertemuan', meeting.id, null, {
        kitabId: meeting.kitabId,
        number: meeting.number,
        title: meeting.title,
        visibility: meeting.visibility,
        ...scheduleOf(meeting),
      });
  }

  /**
   * Gives the series' dates to the class's first `count` meetings, with its duration and place
   * (recordings stay), all or none, one audit row per meeting changed. A class with fewer meetings
   * than `count` gets the missing ones made in the same transaction (`created` says how many).
   */
  async apply(classId: string, series: MeetingSeries, actor: StaffActor): Promise<MeetingSeriesResult> {
    await this.classOf(classId, actor);
    const starts = meetingSeriesStarts(series);
    let created = 0;
    await this.db.transaction(async (tx) => {
      const rows = await this.meetingRows(tx, classId).for('update', { of: pertemuan });
      const missing = starts.slice(rows.length);
      await this.addMeetings(tx, classId, series, missing, actor);
      created = missing.length;
      for (const [index, startsAt] of starts.slice(0, rows.length).entries()) {
        const { meeting } = rows[index]!;
        const after = { scheduledAt: startsAt, durationMinutes: series.durationMinutes, place: series.place };
        const [before, changed] = [scheduleOf(meeting), scheduleOf(after)];
        if (JSON.stringify(before) === JSON.stringify(changed)) continue;
        await tx.update(pertemuan).set(after).where(eq(pertemuan.id, meeting.id));
        await this.staff.audit(tx, actor, 'update', 'pertemuan', meeting.id, before, changed);
      }
    });
    return { ...(await this.list(classId, actor)), created };
  }
}
