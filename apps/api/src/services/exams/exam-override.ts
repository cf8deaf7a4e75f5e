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

export const effectiveAttemptsAllowed = (profileId: string | SQLWrapper): SQL =>
  sql`(${exams.attemptsAllowed} + coalesce(${overrideColumn(profileId, sql`${examOverrides.extraAttempts}`)}, 0))`;
