import type { StaffAttendance, StaffAttendanceBody } from '@academy/contract/meetings';
import type { StaffTodayMeeting } from '@academy/contract/staff-today';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { classes, enrolments, kitab, meetingAttendance, pertemuan, profiles } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { pertemuanShownSql } from '../catalogue/index';
import type { AuditTrail, StaffActor } from '../audit/index';
import { assertTeaches, taughtBy } from '../catalogue/index';
import { attendanceOpen, meetingEnd } from './meeting-times';

/**
 * A meeting with its class and the class's teacher; 404 when there is none, or for a learner
 * (`shownOnly`) when it is not published and due (decision 0098).
 */
export async function meetingWithClass(db: Database, pertemuanId: string, { shownOnly = false } = {}) {
  const [row] = await db
    .select({
      id: pertemuan.id,
      startsAt: pertemuan.scheduledAt,
      durationMinutes: pertemuan.durationMinutes,
      classId: classes.id,
      teacherId: classes.teacherId,
    })
    .from(pertemuan)
    .innerJoin(kitab, eq(kitab.id, pertemuan.kitabId))
    .innerJoin(classes, eq(classes.id, kitab.classId))
    .where(and(eq(pertemuan.id, pertemuanId), shownOnly ? pertemuanShownSql : undefined));
  if (!row) throw new AppError(404, 'notFound');
  return row;
}

/** Attendance of meetings (api-contract): the learner in the meeting's window, staff at any time. */
export class AttendanceService {
  constructor(
    private readonly db: Database,
    private readonly staff: AuditTrail,
    /** Told after a profile's attendance changed: it may complete a class that counts attendance. */
    private readonly changed: (profileId: string) => Promise<void> = async () => {},
  ) {}

  /**
   * Marks the profile present: 403 unless it is actively enrolled in the meeting's class, 409
   * outside the window (15 minutes before the start until the end) or for a meeting with no date.
   */
  async mark(profileId: string, pertemuanId: string, now = new Date()) {
    const meeting = await meetingWithClass(this.db, pertemuanId, { shownOnly: true });
    const [enrolment] = await this.db
      .select({ status: enrolments.status })
      .from(enrolments)
      .where(and(eq(enrolments.profileId, profileId), eq(enrolments.classId, meeting.classId)));
    if (enrolment?.status !== 'active') throw new AppError(403, 'attendanceNotEnrolled');
    if (!meeting.startsAt) throw new AppError(409, 'meetingNotScheduled');
    if (!attendanceOpen(now, meeting.startsAt, meeting.durationMinutes)) {
      throw new AppError(409, 'attendanceClosed');
    }
    const [row] = await this.db
      .insert(meetingAttendance)
      .values({ pertemuanId, profileId, present: true, markedAt: now })
      .onConflictDoUpdate({
        target: [meetingAttendance.pertemuanId, meetingAttendance.profileId],
        set: { present: true, markedAt: now, markedByUserId: null },
      })
      .returning();
    await this.changed(profileId);
    return { profileId, present: row!.present, markedAt: row!.markedAt.toISOString() };
  }

  /**
   * The meetings starting between `from` and `to` (the academy's day), of the staff member's
   * classes (an admin: every class), by start time: where the day's attendance is taken.
   */
  async staffMeetingsBetween(from: Date, to: Date, actor: StaffActor): Promise<StaffTodayMeeting[]> {
    const rows = await this.db
      .select({
        id: pertemuan.id,
        number: pertemuan.number,
        title: pertemuan.title,
        kitabTitle: kitab.title,
        classId: classes.id,
        classTitle: classes.title,
        startsAt: pertemuan.scheduledAt,
        durationMinutes: pertemuan.durationMinutes,
      })
      .from(pertemuan)
      .innerJoin(kitab, eq(kitab.id, pertemuan.kitabId))
      .innerJoin(classes, eq(classes.id, kitab.classId))
      .where(and(gte(pertemuan.scheduledAt, from), lt(pertemuan.scheduledAt, to), taughtBy(actor)))
      .orderBy(asc(pertemuan.scheduledAt), asc(classes.slug), asc(pertemuan.number));
    return rows.map((row) => ({ ...row, startsAt: row.startsAt!.toISOString() }));
  }

  /** The class's learners (active enrolments) with their attendance of the meeting. */
  async list(pertemuanId: string, actor: StaffActor): Promise<StaffAttendance> {
    const meeting = await meetingWithClass(this.db, pertemuanId);
    assertTeaches(actor, meeting.teacherId);
    const rows = await this.db
      .select({ profileId: profiles.id, name: profiles.name, mark: meetingAttendance })
      .from(enrolments)
      .innerJoin(profiles, eq(profiles.id, enrolments.profileId))
      .leftJoin(
        meetingAttendance,
        and(eq(meetingAttendance.pertemuanId, pertemuanId), eq(meetingAttendance.profileId, profiles.id)),
      )
      .where(and(eq(enrolments.classId, meeting.classId), eq(enrolments.status, 'active')))
      .orderBy(asc(profiles.name), asc(profiles.id));
    return {
      pertemuanId,
      startsAt: meeting.startsAt?.toISOString() ?? null,
      endsAt: meeting.startsAt ? meetingEnd(meeting.startsAt, meeting.durationMinutes).toISOString() : null,
      rows: rows.map((row) => ({
        profileId: row.profileId,
        name: row.name,
        present: row.mark?.present ?? false,
        markedAt: row.mark?.markedAt.toISOString() ?? null,
        markedBy: row.mark ? (row.mark.markedByUserId ? 'staff' : 'self') : null,
      })),
    };
  }

  /**
   * Staff set a learner of the class present or absent once the meeting has started (409
   * `attendanceNotYetHeld` before its start, `meetingNotScheduled` without a date: nobody has come
   * to a meeting not yet held); audited with before and after.
   */
  async set(
    pertemuanId: string,
    body: StaffAttendanceBody,
    actor: StaffActor,
    now = new Date(),
  ): Promise<StaffAttendance> {
    const meeting = await meetingWithClass(this.db, pertemuanId);
    assertTeaches(actor, meeting.teacherId);
    if (!meeting.startsAt) throw new AppError(409, 'meetingNotScheduled');
    if (meeting.startsAt > now) throw new AppError(409, 'attendanceNotYetHeld');
    const [enrolment] = await this.db
      .select({ status: enrolments.status })
      .from(enrolments)
      .where(and(eq(enrolments.profileId, body.profileId), eq(enrolments.classId, meeting.classId)));
    if (enrolment?.status !== 'active') throw fieldError('profileId', 'invalidValue');
    await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ present: meetingAttendance.present })
        .from(meetingAttendance)
        .where(
          and(
            eq(meetingAttendance.pertemuanId, pertemuanId),
            eq(meetingAttendance.profileId, body.profileId),
          ),
        )
        .for('update');
      await tx
        .insert(meetingAttendance)
        .values({
          pertemuanId,
          profileId: body.profileId,
          present: body.present,
          markedByUserId: actor.userId,
        })
        .onConflictDoUpdate({
          target: [meetingAttendance.pertemuanId, meetingAttendance.profileId],
          set: { present: body.present, markedAt: new Date(), markedByUserId: actor.userId },
        });
      await this.staff.audit(
        tx,
        actor,
        'update',
        'attendance',
        `${pertemuanId}:${body.profileId}`,
        before ? { profileId: body.profileId, present: before.present } : null,
        { profileId: body.profileId, present: body.present },
      );
    });
    await this.changed(body.profileId);
    return this.list(pertemuanId, actor);
  }
}
