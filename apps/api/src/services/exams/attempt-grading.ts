import type { AttemptResult } from '@academy/contract/exam';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { examAnswers, examAttempts, exams } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { objectivePoints, scoreOf, toGradable, type GradableQuestion } from './exam-grading';
import { questionRows, type AttemptRow } from './exam-rows';

/** Told after an attempt is graded (objective grading at finish, the sweep, staff grading). */
export interface AttemptGradedEvent {
  attemptId: string;
  examId: string;
  profileId: string;
  passed: boolean;
}

export type AttemptGradedListener = (event: AttemptGradedEvent) => Promise<void> | void;

/** What staff grading does inside the grading transaction (`AttemptGrading.gradeAttempt`). */
export interface StaffGradingSteps {
  change(tx: Database, attempt: AttemptRow): Promise<void>;
  record(tx: Database, result: AttemptResult): Promise<void>;
}

export interface GradeOutcome {
  row: AttemptRow;
  graded: boolean;
}

/** Grading attempts: THE place an attempt becomes graded, and the listeners told when one is. */
export class AttemptGrading {
  private readonly gradedListeners: AttemptGradedListener[] = [];

  constructor(
    private readonly db: Database,
    private readonly onListenerError: (error: unknown) => void = () => {},
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Registers work to do once an attempt is graded (certificates, badges); errors are logged. */
  onAttemptGraded(listener: AttemptGradedListener): void {
    this.gradedListeners.push(listener);
  }

  /**
   * Grades a finished attempt again. Staff grading passes `staff`: its `change` writes the
   * answers' points on the locked attempt and its `record` audits the result, both in the
   * grading transaction, so a grade, its score and its audit row land together or not at all.
   */
  async gradeAttempt(attemptId: string, staff?: StaffGradingSteps): Promise<AttemptResult> {
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(examAttempts).where(eq(examAttempts.id, attemptId)).for('update');
      if (!row) throw new AppError(404, 'notFound');
      if (row.status === 'in_progress') throw new AppError(409, 'examUnfinished');
      await staff?.change(tx, row);
      const graded = await this.gradeLocked(tx, row);
      await staff?.record(tx, toResult(graded.row));
      return graded;
    });
    await this.announce([outcome]);
    return toResult(outcome.row);
  }

  /** Submits a locked attempt at `at` (the deadline at the latest), then grades it. */
  async submitLocked(tx: Database, attempt: AttemptRow, at: Date): Promise<GradeOutcome> {
    if (attempt.status !== 'in_progress') {
      return attempt.score === null ? this.gradeLocked(tx, attempt) : { row: attempt, graded: false };
    }
    const submittedAt = at < attempt.deadline ? at : attempt.deadline;
    await tx
      .update(examAttempts)
      .set({ status: 'submitted', submittedAt })
      .where(eq(examAttempts.id, attempt.id));
    return this.gradeLocked(tx, { ...attempt, status: 'submitted', submittedAt });
  }

  /**
   * THE place an attempt becomes graded: objective answers get their points at once, essays
   * keep theirs null until staff grade them. With nothing waiting the attempt is `graded` with
   * `passed`; otherwise it stays `submitted` ('waiting for grading'). Runs on a locked row.
   */
  private async gradeLocked(tx: Database, attempt: AttemptRow): Promise<GradeOutcome> {
    const [exam] = await tx
      .select({ passMark: exams.passMark })
      .from(exams)
      .where(eq(exams.id, attempt.examId));
    const questions = await this.gradableQuestions(attempt, tx);
    const answers = await tx
      .select({ questionId: examAnswers.questionId, value: examAnswers.value, points: examAnswers.points })
      .from(examAnswers)
      .where(eq(examAnswers.attemptId, attempt.id));
    const newlyScored: { question_id: string; points: number }[] = [];
    for (const answer of answers) {
      const question = questions.get(answer.questionId);
      if (answer.points !== null || !question) continue;
      answer.points = objectivePoints(question, answer.value);
      if (answer.points !== null) newlyScored.push({ question_id: answer.questionId, points: answer.points });
    }
    if (newlyScored.length > 0) {
      await tx.execute(sql`
        update exam_answers set points = scored.points
        from jsonb_to_recordset(${JSON.stringify(newlyScored)}::jsonb) as scored(question_id uuid, points integer)
        where exam_answers.attempt_id = ${attempt.id} and exam_answers.question_id = scored.question_id`);
    }
    const maxScore = [...questions.values()].reduce((sum, question) => sum + question.points, 0);
    const score = answers.reduce((sum, answer) => sum + (answer.points ?? 0), 0);
    const waiting = answers.some((answer) => answer.points === null);
    const { passed } = scoreOf(score, maxScore, exam?.passMark ?? 100);
    const [row] = await tx
      .update(examAttempts)
      .set({
        score,
        maxScore,
        status: waiting ? 'submitted' : 'graded',
        passed: waiting ? null : passed,
        gradedAt: waiting ? null : this.clock(),
      })
      .where(eq(examAttempts.id, attempt.id))
      .returning();
    if (!row) throw new AppError(404, 'notFound');
    return { row, graded: !waiting };
  }

  /** Tells the listeners of every attempt that became graded (after its transaction committed). */
  async announce(outcomes: GradeOutcome[]): Promise<void> {
    for (const { row, graded } of outcomes) {
      if (!graded || row.passed === null) continue;
      const event = { attemptId: row.id, examId: row.examId, profileId: row.profileId, passed: row.passed };
      for (const listener of this.gradedListeners) {
        try {
          await listener(event);
        } catch (error) {
          this.onListenerError(error);
        }
      }
    }
  }

  private async gradableQuestions(attempt: AttemptRow, executor: Database = this.db) {
    const { questions, options } = await questionRows(executor, [attempt.examId], [attempt.id]);
    return new Map<string, GradableQuestion>(
      questions.map((question) => [
        question.id,
        toGradable(
          question,
          options.filter((option) => option.questionId === question.id),
        ),
      ]),
    );
  }
}

export function toResult(row: AttemptRow): AttemptResult {
  const score = row.score ?? 0;
  const maxScore = row.maxScore ?? 0;
  return {
    attemptId: row.id,
    status: row.status,
    score,
    maxScore,
    percent: maxScore === 0 ? 0 : Math.floor((score * 100) / maxScore),
    passed: row.passed,
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}
