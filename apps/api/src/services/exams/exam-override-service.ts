import type { StaffExamOverride, StaffOverrideBody } from '@academy/contract/staff-grading';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { classes, examAttempts, examOverrides, exams, kitab, profiles } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import type { ExamService } from './exam-service';
import { effectiveExam } from './exam-override';
import { taughtBy } from '../catalogue/index';
import { examForStaff, toOverrideView, type OverrideRow } from './staff-grading-service';
import type { AuditTrail, StaffActor } from '../audit/index';

/**
 * Per-learner exam overrides (issue 14, decision 0056): an extra attempt, a later close or more
 * minutes for one profile, with the reason staff gave. The exam rules read them in one place
 * (`ExamService.examRows`); a running attempt of the profile gets its deadline again here.
 */
export class ExamOverrideService {
  constructor(
    private readonly db: Database,
    private readonly exams: ExamService,
    private readonly staff: AuditTrail,
  ) {}

  async list(
    query: { examId?: string | undefined; profileId?: string | undefined; page: number; size: number },
    actor: StaffActor,
  ) {
    if (query.examId) await examForStaff(this.db, query.examId, actor);
    const where = and(
      query.examId ? eq(examOverrides.examId, query.examId) : undefined,
      query.profileId ? eq(examOverrides.profileId, query.profileId) : undefined,
      taughtBy(actor),
    );
    const rows = await this.db
      .select({ override: examOverrides, profileName: profiles.name })
      .from(examOverrides)
      .innerJoin(profiles, eq(profiles.id, examOverrides.profileId))
      .innerJoin(exams, eq(exams.id, examOverrides.examId))
      .innerJoin(kitab, eq(kitab.id, exams.kitabId))
      .innerJoin(classes, eq(classes.id, kitab.classId))
      .where(where)
      .orderBy(asc(profiles.name), asc(examOverrides.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const [counted] = await this.db
      .select({ total: count() })
      .from(examOverrides)
      .innerJoin(exams, eq(exams.id, examOverrides.examId))
      .innerJoin(kitab, eq(kitab.id, exams.kitabId))
      .innerJoin(classes, eq(classes.id, kitab.classId))
      .where(where);
    return {
      items: rows.map((row) => toOverrideView(row.override, row.profileName)),
      total: counted?.total ?? 0,
    };
  }

  /**
   * Sets the profile's override of the exam (a second call replaces the first: staff edit one
   * record per learner and exam). Answers whether it was created. Refused for a profile with no
   * attempt at the exam and no access to it: there is nothing to extend.
   */
  async set(
    body: StaffOverrideBody,
    actor: StaffActor,
  ): Promise<{ override: StaffExamOverride; created: boolean }> {
    const { exam, classId } = await examForStaff(this.db, body.examId, actor);
    const [profile] = await this.db
      .select({ id: profiles.id, name: profiles.name })
      .from(profiles)
      .where(eq(profiles.id, body.profileId));
    if (!profile) throw fieldError('profileId', 'invalidValue');
    const extraAttempts = body.extraAttempts ?? 0;
    const extraMinutes = body.extraMinutes ?? 0;
    const closesAt = body.closesAt ? new Date(body.closesAt) : null;
    if (extraAttempts === 0 && extraMinutes === 0 && !closesAt)
      throw fieldError('extraAttempts', 'overrideEmpty');
    if (closesAt && closesAt <= exam.closesAt) throw fieldError('closesAt', 'overrideCloseNotLater');
    await this.refuseUnrelated(body.profileId, exam.id, exam.kitabId, classId);

    return this.db.transaction(async (tx) => {
      // Two staff saving the same learner's override take turns.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`exam-override:${exam.id}:${body.profileId}`}))`,
      );
      const [existing] = await tx
        .select()
        .from(examOverrides)
        .where(and(eq(examOverrides.examId, exam.id), eq(examOverrides.profileId, body.profileId)));
      const values = {
        extraAttempts,
        extraMinutes,
        closesAt,
        reason: body.reason.trim(),
        createdByUserId: actor.userId,
        createdByName: actor.fullName,
        updatedAt: new Date(),
      };
      const [row] = existing
        ? await tx.update(examOverrides).set(values).where(eq(examOverrides.id, existing.id)).returning()
        : await tx
            .insert(examOverrides)
            .values({ ...values, examId: exam.id, profileId: body.profileId })
            .returning();
      if (!row) throw new AppError(500, 'internalError');
      await this.redeadline(tx, row.examId, row.profileId, row);
      const before = existing ? toOverrideView(existing, profile.name) : null;
      const after = toOverrideView(row, profile.name);
      await this.staff.audit(
        tx,
        actor,
        existing ? 'update' : 'create',
        'exam-overrides',
        row.id,
        before,
        after,
      );
      return { override: after, created: !existing };
    });
  }

  async remove(id: string, actor: StaffActor): Promise<void> {
    const [found] = await this.db.select().from(examOverrides).where(eq(examOverrides.id, id));
    if (!found) throw new AppError(404, 'notFound');
    await examForStaff(this.db, found.examId, actor);
    await this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`exam-override:${found.examId}:${found.profileId}`}))`,
      );
      const [row] = await tx.delete(examOverrides).where(eq(examOverrides.id, id)).returning();
      if (!row) throw new AppError(404, 'notFound');
      await this.redeadline(tx, row.examId, row.profileId, null);
      const [profile] = await tx
        .select({ name: profiles.name })
        .from(profiles)
        .where(eq(profiles.id, row.profileId));
      await this.staff.audit(
        tx,
        actor,
        'delete',
        'exam-overrides',
        row.id,
        toOverrideView(row, profile?.name ?? ''),
        null,
      );
    });
  }

  /** 409 for a profile with no attempt at the exam and no access to it (nothing to extend). */
  private async refuseUnrelated(profileId: string, examId: string, kitabId: string, classId: string) {
    const [attempted] = await this.db
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(and(eq(examAttempts.examId, examId), eq(examAttempts.profileId, profileId)))
      .limit(1);
    if (attempted) return;
    try {
      await this.exams.assertAccess(profileId, classId, kitabId, examId);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 403) throw new AppError(409, 'overrideNoAttempt');
      throw error;
    }
  }

  /**
   * A running attempt of the profile gets the deadline the override gives:
   * min(startedAt + duration (+ minutes), close (or the later one)).
   */
  private async redeadline(tx: Database, examId: string, profileId: string, override: OverrideRow | null) {
    const [exam] = await tx.select().from(exams).where(eq(exams.id, examId));
    if (!exam) return;
    const { durationMinutes, closesAt } = effectiveExam(exam, override);
    await tx
      .update(examAttempts)
      .set({
        deadline: sql`least(${examAttempts.startedAt} + make_interval(mins => ${durationMinutes}), ${closesAt.toISOString()}::timestamptz)`,
      })
      .where(
        and(
          eq(examAttempts.examId, examId),
          eq(examAttempts.profileId, profileId),
          eq(examAttempts.status, 'in_progress'),
        ),
      );
  }
}
