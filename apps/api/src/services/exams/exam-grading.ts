import { matchesShortAnswer } from '@academy/contract/exam-answer-match';
import type { AnswerValue, QuestionKind } from '@academy/contract/exam';

/** What grading and answer checks need to know of a question. */
export interface GradableQuestion {
  kind: QuestionKind;
  points: number;
  /** Ids of the question's options, and which of them are right. */
  optionIds: readonly string[];
  rightOptionIds: readonly string[];
  acceptedAnswers: readonly string[];
}

/** A question and its options as grading needs them (an attempt's rows, or a preview's). */
export function toGradable(
  question: Pick<GradableQuestion, 'kind' | 'points' | 'acceptedAnswers'>,
  options: readonly { id: string; correct: boolean }[],
): GradableQuestion {
  return {
    kind: question.kind,
    points: question.points,
    optionIds: options.map((option) => option.id),
    rightOptionIds: options.filter((option) => option.correct).map((option) => option.id),
    acceptedAnswers: question.acceptedAnswers,
  };
}

/** Whether a value has the shape the question's kind takes (option ids of this question, or text). */
export function fitsQuestion(
  question: Pick<GradableQuestion, 'kind' | 'optionIds'>,
  value: AnswerValue,
): boolean {
  switch (question.kind) {
    case 'single_choice':
      return typeof value === 'string' && question.optionIds.includes(value);
    case 'multiple_choice':
      return (
        Array.isArray(value) &&
        new Set(value).size === value.length &&
        value.every((id) => question.optionIds.includes(id))
      );
    case 'short_answer':
    case 'essay':
      return typeof value === 'string';
  }
}

/**
 * Points an answer earns at once: all or nothing for the objective kinds (multiple choice needs
 * all and only the right options); null for essays, which wait for staff.
 */
export function objectivePoints(question: GradableQuestion, value: AnswerValue): number | null {
  switch (question.kind) {
    case 'single_choice':
      return typeof value === 'string' && question.rightOptionIds.includes(value) ? question.points : 0;
    case 'multiple_choice': {
      if (!Array.isArray(value)) return 0;
      const chosen = new Set(value);
      const right = new Set(question.rightOptionIds);
      const exact = chosen.size === right.size && [...chosen].every((id) => right.has(id));
      return exact ? question.points : 0;
    }
    case 'short_answer':
      return typeof value === 'string' && matchesShortAnswer(value, question.acceptedAnswers)
        ? question.points
        : 0;
    case 'essay':
      return null;
  }
}

/** Score, percent (whole, rounded down) and pass against a pass mark in percent. */
export function scoreOf(score: number, maxScore: number, passMark: number) {
  const percent = maxScore === 0 ? 0 : Math.floor((score * 100) / maxScore);
  return { percent, passed: maxScore > 0 && score * 100 >= passMark * maxScore };
}
