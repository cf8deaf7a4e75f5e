import type { QuestionKind } from '@academy/contract/exam';
import type { Localized } from '@academy/contract/language';
import type { Database } from '../db/database';
import { examQuestionOptions, examQuestions, exams } from '../db/schema/index';

/** A question to insert; options for the choice kinds, accepted texts for short answers. */
export interface QuestionSeed {
  kind: QuestionKind;
  prompt: Localized;
  direction?: 'rtl' | 'ltr';
  points?: number;
  options?: { text: Localized; correct?: boolean }[];
  acceptedAnswers?: string[];
  explanation?: Localized;
}

export interface ExamSeed {
  kitabId: string;
  position?: number;
  title: Localized;
  description: Localized;
  durationMinutes: number;
  opensAt: Date;
  closesAt: Date;
  price?: number;
  passMark?: number;
  attemptsAllowed?: number;
  showAnswers?: boolean;
  answersAfterClosing?: boolean;
  pinRequired?: boolean;
  questions: QuestionSeed[];
}

export interface InsertedQuestion {
  id: string;
  kind: QuestionKind;
  optionIds: string[];
  rightOptionIds: string[];
}

/** Inserts an exam with its questions and options (the demo seed and the API tests use it). */
export async function insertExam(db: Database, seed: ExamSeed) {
  const { questions, ...exam } = seed;
  const [row] = await db.insert(exams).values(exam).returning({ id: exams.id });
  if (!row) throw new Error('exam not inserted');
  const inserted: InsertedQuestion[] = [];
  for (const [index, question] of questions.entries()) {
    const [q] = await db
      .insert(examQuestions)
      .values({
        examId: row.id,
        position: index + 1,
        kind: question.kind,
        prompt: question.prompt,
        direction: question.direction ?? 'ltr',
        points: question.points ?? 1,
        acceptedAnswers: question.acceptedAnswers ?? [],
        explanation: question.explanation ?? null,
      })
      .returning({ id: examQuestions.id });
    if (!q) throw new Error('question not inserted');
    const options = question.options?.length
      ? await db
          .insert(examQuestionOptions)
          .values(
            question.options.map((option, position) => ({
              questionId: q.id,
              position: position + 1,
              text: option.text,
              correct: option.correct ?? false,
            })),
          )
          .returning({ id: examQuestionOptions.id, correct: examQuestionOptions.correct })
      : [];
    inserted.push({
      id: q.id,
      kind: question.kind,
      optionIds: options.map((option) => option.id),
      rightOptionIds: options.filter((option) => option.correct).map((option) => option.id),
    });
  }
  return { examId: row.id, questions: inserted };
}
