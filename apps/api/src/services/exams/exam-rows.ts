import { and, asc, count, inArray, isNull, or, sum } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  examDraws,
  examQuestionOptions,
  examQuestions,
  type examAttempts,
  type exams,
} from '../../db/schema/index';

/** An exam as one profile sits it: staff overrides for that profile applied (decision 0056). */
export type ExamRow = typeof exams.$inferSelect & { classId: string };
export type AttemptRow = typeof examAttempts.$inferSelect;
export type QuestionRow = typeof examQuestions.$inferSelect;
export type OptionRow = typeof examQuestionOptions.$inferSelect;

/**
 * The questions of some exams in their order, and their options in theirs: each exam's fixed
 * questions, and the questions drawn from the bank for the attempts named (decision 0114). Without
 * attempts, the fixed questions only.
 */
export async function questionRows(executor: Database, examIds: string[], attemptIds: string[] = []) {
  if (examIds.length === 0) return { questions: [] as QuestionRow[], options: [] as OptionRow[] };
  const questions: QuestionRow[] = await executor
    .select()
    .from(examQuestions)
    .where(
      and(
        inArray(examQuestions.examId, examIds),
        attemptIds.length > 0
          ? or(isNull(examQuestions.attemptId), inArray(examQuestions.attemptId, attemptIds))
          : isNull(examQuestions.attemptId),
      ),
    )
    .orderBy(asc(examQuestions.position), asc(examQuestions.id));
  const options: OptionRow[] = questions.length
    ? await executor
        .select()
        .from(examQuestionOptions)
        .where(
          inArray(
            examQuestionOptions.questionId,
            questions.map((question) => question.id),
          ),
        )
        .orderBy(asc(examQuestionOptions.position), asc(examQuestionOptions.id))
    : [];
  return { questions, options };
}

/** Of questions read for several attempts, those one attempt sat: its exam's fixed ones and its draw. */
export function questionsOfAttempt<Question extends Pick<QuestionRow, 'examId' | 'attemptId'>>(
  questions: Question[],
  attempt: Pick<AttemptRow, 'id' | 'examId'>,
): Question[] {
  return questions.filter(
    (question) =>
      question.examId === attempt.examId &&
      (question.attemptId === null || question.attemptId === attempt.id),
  );
}

/** How many questions each attempt of these exams holds: the fixed ones and every draw's count. */
export async function questionCounts(executor: Database, examIds: string[]): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  if (examIds.length === 0) return totals;
  const fixed = await executor
    .select({ examId: examQuestions.examId, total: count() })
    .from(examQuestions)
    .where(and(inArray(examQuestions.examId, examIds), isNull(examQuestions.attemptId)))
    .groupBy(examQuestions.examId);
  const drawn = await executor
    .select({ examId: examDraws.examId, total: sum(examDraws.count).mapWith(Number) })
    .from(examDraws)
    .where(inArray(examDraws.examId, examIds))
    .groupBy(examDraws.examId);
  for (const { examId, total } of [...fixed, ...drawn]) totals.set(examId, (totals.get(examId) ?? 0) + total);
  return totals;
}
