import { eq, sum } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { examDraws } from '../../db/schema/index';
import type { GradableQuestion } from './exam-grading';
import { questionRows, type OptionRow, type QuestionRow } from './exam-rows';

/** How long an exam's question set is reused (decision 0159). */
const setCacheMs = 10_000;
/** Exams kept at most; more are dropped all at once (an academy opens a handful at a time). */
const setCacheSize = 1000;

/** What a save is checked against: each question's kind and option ids. */
export type QuestionShapes = Map<string, { kind: GradableQuestion['kind']; optionIds: string[] }>;

/**
 * What every attempt of an exam holds before its own draw, the same for every learner: the fixed
 * questions with their options, and how many questions the draws add.
 */
export interface ExamQuestionSet {
  fixed: QuestionRow[];
  options: OptionRow[];
  drawn: number;
  shapes: QuestionShapes;
}

/** Kinds and option ids of questions read with their options. */
export function shapesOf(
  questions: Pick<QuestionRow, 'id' | 'kind'>[],
  options: OptionRow[],
): QuestionShapes {
  return new Map(
    questions.map((question) => [
      question.id,
      {
        kind: question.kind,
        optionIds: options.filter((option) => option.questionId === question.id).map((option) => option.id),
      },
    ]),
  );
}

/**
 * The question sets of exams, kept a few seconds each (decision 0159): at an exam's opening every
 * learner starts and saves against the same questions, so one read serves them all. Learners
 * starting together share one read in flight. A staff change on this server drops every set at
 * once (`forget`); on another server of a fleet it shows within the few seconds.
 */
export class ExamQuestionSets {
  private readonly sets = new Map<string, { until: number; set: Promise<ExamQuestionSet> }>();

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  get(examId: string): Promise<ExamQuestionSet> {
    const now = this.now();
    const kept = this.sets.get(examId);
    if (kept && kept.until > now) return kept.set;
    const set = this.load(examId);
    if (this.sets.size >= setCacheSize) this.sets.clear();
    const entry = { until: now + setCacheMs, set };
    this.sets.set(examId, entry);
    // A failed read is not kept: the next learner reads again.
    set.catch(() => {
      if (this.sets.get(examId) === entry) this.sets.delete(examId);
    });
    return set;
  }

  forget(): void {
    this.sets.clear();
  }

  private async load(examId: string): Promise<ExamQuestionSet> {
    const { questions, options } = await questionRows(this.db, [examId]);
    const [draws] = await this.db
      .select({ total: sum(examDraws.count).mapWith(Number) })
      .from(examDraws)
      .where(eq(examDraws.examId, examId));
    return { fixed: questions, options, drawn: draws?.total ?? 0, shapes: shapesOf(questions, options) };
  }
}
