import type { RightAnswersRule } from '@academy/contract/exam';

/** What decides whether a profile may see an exam's right answers (decision 0072). */
export interface RightAnswerFacts {
  /** What staff chose for the exam: never, once the profile can sit it no more, or after it closed for everyone. */
  rule: RightAnswersRule;
  /** The close as this profile sits the exam (a staff override of its own applied). */
  closesAt: Date;
  /** The latest close of the exam for anyone: its own, or a later one staff granted a learner. */
  closesForEveryoneAt: Date;
  /** Attempts this profile may start (a staff override's extra attempts included). */
  attemptsAllowed: number;
  /** Attempts this profile started, the running one included. */
  attemptsUsed: number;
  /** Whether an attempt of this exam by this profile is still in progress. */
  running: boolean;
}

/**
 * THE rule every answer that could carry a right answer (right option ids, accepted answers,
 * explanations) follows: never while the profile sits the exam or could still start an attempt
 * of it (open for it, attempts left: an attempt to retake, a staff override that reopened it),
 * and with "after closing" not before the exam has closed for every learner.
 */
export function rightAnswersShown(facts: RightAnswerFacts, now: Date): boolean {
  if (facts.rule === 'never' || facts.running) return false;
  if (facts.rule === 'closed_for_everyone') return now.getTime() >= facts.closesForEveryoneAt.getTime();
  const canStartAgain =
    now.getTime() < facts.closesAt.getTime() && facts.attemptsUsed < facts.attemptsAllowed;
  return !canStartAgain;
}

/** The rule of an exam from its two staff settings. */
export function rightAnswersRuleOf(exam: {
  showAnswers: boolean;
  answersAfterClosing: boolean;
}): RightAnswersRule {
  if (!exam.showAnswers) return 'never';
  return exam.answersAfterClosing ? 'closed_for_everyone' : 'closed_or_no_attempt_left';
}
