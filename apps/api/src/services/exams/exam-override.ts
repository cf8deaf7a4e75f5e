import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { examOverrides, exams } from '../../db/schema/index';

/** What staff granted one profile on one exam (decision 0056). */
export interface ExamOverrideTerms {
  extraAttempts: number;
  /** A later close; null (or an earlier one than the exam's) keeps the exam's. */
  closesAt: Date | null;
  extraMinutes: number;
}

/** The exam facts an override changes. */
export interface OverridableExam {
  attemptsAllowed: number;
  closesAt: Date;
  durationMinutes: number;
}

/**
 * The exam as one profile sits it: more attempts, a later close and more minutes when staff
 * granted them. An override never takes anything away (an exam edited to close later than an
 * override keeps its own close), so every rule that reads the result only gains.
 */
export function effectiveExam<T extends OverridableExam>(exam: T, override: ExamOverrideTerms | null): T {
  if (!override) return exam;
  const closesAt =
    override.closesAt && override.closesAt.getTime() > exam.closesAt.getTime()
      ? override.closesAt
      : exam.closesAt;
  return {
    ...exam,
    attemptsAllowed: exam.attemptsAllowed + override.extraAttempts,
    closesAt,
    durationMinutes: exam.durationMinutes + override.extraMinutes,
  };
}

/** The same rule in SQL over `exams` rows, for lists filtered in the database. */
const overrideColumn = (profileId: string | SQLWrapper, column: SQL) =>
  sql`(select ${column} from ${examOverrides} where ${examOverrides.examId} = ${exams.id} and ${examOverrides.profileId} = ${profileId})`;

/** `profileId` may be a column, for lists over many profiles (the reminders). */
export const effectiveClosesAt = (profileId: string | SQLWrapper): SQL =>
  // greatest() skips a null: no override keeps the exam's close.
  sql`greatest(${exams.closesAt}, ${overrideColumn(profileId, sql`${examOverrides.closesAt}`)})`;

/**
 * The exams some learner's `effectiveClosesAt` may fall in (`from`, `to`], decided per exam: its
 * own close is not after `to` (an extension only moves a close later) and is after `from` unless
 * an extension is. Implied by the per-learner test, it spares a list over many learners the exams
 * none of them can match (the reminders' scan every half minute).
 */
export const mayCloseWithin = (from: string, to: string): SQL =>
  sql`(${exams.closesAt} <= ${to}::timestamptz and (${exams.closesAt} > ${from}::timestamptz or exists (
    select 1 from ${examOverrides} where ${examOverrides.examId} = ${exams.id} and ${examOverrides.closesAt} > ${from}::timestamptz)))`;

export const effectiveAttemptsAllowed = (profileId: string | SQLWrapper): SQL =>
  sql`(${exams.attemptsAllowed} + coalesce(${overrideColumn(profileId, sql`${examOverrides.extraAttempts}`)}, 0))`;
