import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { examQuestionOptions, examQuestions, type examAttempts, type exams } from '../../db/schema/index';

/** An exam as one profile sits it: staff overrides for that profile applied (decision 0056). */
export type ExamRow = typeof exams.$inferSelect & { classId: string };
export type AttemptRow = typeof examAttempts.$inferSelect;
export type QuestionRow = typeof examQuestions.$inferSelect;
export type OptionRow = typeof examQuestionOptions.$inferSelect;

/** The questions of some exams in their order, and their options in theirs. */
export async function questionRows(executor: Database, examIds: string[]) {
  if (examIds.length === 0) return { questions: [] as QuestionRow[], options: [] as OptionRow[] };
  const questions: QuestionRow[] = await executor
    .select()
    .from(examQuestions)
    .where(inArray(examQuestions.examId, examIds))
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
