import { examSaveGraceSeconds, acceptsSaves } from '@academy/contract/exam-state';
import { and, asc, eq, isNull, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { examAttempts } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { AttemptGrading, GradeOutcome } from './attempt-grading';
import type { AttemptRow } from './exam-rows';

const graceMs = examSaveGraceSeconds * 1000;

/** Attempts to finish: running past `cutoff` (the deadline plus the grace), or finished ungraded. */
const dueBy = (cutoff: Date | Placeholder) =>
  or(
    and(eq(examAttempts.status, 'in_progress'), lt(examAttempts.deadline, cutoff)),
    and(eq(examAttempts.status, 'submitted'), isNull(examAttempts.score)),
  );

/**
 * Finishing attempts past their time: an attempt past its deadline plus the grace is finished at
 * its deadline on the next read of it or by the periodic sweep, and graded.
 */
export class AttemptSweep {
  constructor(
    private readonly db: Database,
    private readonly grading: AttemptGrading,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * The periodic sweep: finishes attempts past their deadline plus the grace (at the deadline)
   * and grades finished attempts that were never graded. Rows are claimed with FOR UPDATE SKIP
   * LOCKED, so servers sharing one PostgreSQL split the work and never finish one attempt twice.
   */
  async sweep(limit = 200): Promise<number> {
    return this.finishExpired(undefined, limit);
  }

  /** The profile's attempts past their time finished (each start looks, prepared by name). */
  async finishExpiredOf(profileId: string): Promise<number> {
    this.dueOfProfile ??= this.preparedDue();
    const cutoff = new Date(this.clock().getTime() - graceMs);
    const [any] = await this.dueOfProfile.execute({ profileId, cutoff: cutoff.toISOString() });
    return any ? this.finishExpired(eq(examAttempts.profileId, profileId)) : 0;
  }

  private dueOfProfile?: ReturnType<AttemptSweep['preparedDue']>;

  private preparedDue() {
    return this.db
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(and(eq(examAttempts.profileId, sql.placeholder('profileId')), dueBy(sql.placeholder('cutoff'))))
      .limit(1)
      .prepare('exam_attempts_due_of_profile');
  }

  async finishExpired(scope: SQL | undefined, limit = 50): Promise<number> {
    const cutoff = new Date(this.clock().getTime() - graceMs);
    const due = dueBy(cutoff);
    const where = scope ? and(scope, due) : due;
    // Nearly always nothing is due (a learner's start, a read of an attempt): one read answers
    // that without a transaction's three round trips.
    const [any] = await this.db.select({ id: examAttempts.id }).from(examAttempts).where(where).limit(1);
    if (!any) return 0;
    const outcomes = await this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(examAttempts)
        .where(where)
        .orderBy(asc(examAttempts.deadline))
        .limit(limit)
        .for('update', { skipLocked: true });
      const done: GradeOutcome[] = [];
      for (const row of rows) done.push(await this.grading.submitLocked(tx, row, row.deadline));
      return done;
    });
    await this.grading.announce(outcomes);
    return outcomes.length;
  }

  /** The profile's own attempt, or 404 (another profile's attempt is never told apart from none). */
  private async ownAttempt(profileId: string, attemptId: string): Promise<AttemptRow> {
    const [row] = await this.db
      .select()
      .from(examAttempts)
      .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.profileId, profileId)));
    if (!row) throw new AppError(404, 'notFound');
    return row;
  }

  /** The attempt, finished first when it is past its deadline plus the grace. */
  async currentAttempt(row: AttemptRow): Promise<AttemptRow> {
    const expired = row.status === 'in_progress' && !acceptsSaves(row.deadline, this.clock());
    if (!expired && !(row.status === 'submitted' && row.score === null)) return row;
    await this.finishExpired(eq(examAttempts.id, row.id));
    return this.ownAttempt(row.profileId, row.id);
  }
}
