import { describe, expect, it } from 'vitest';
import { rightAnswersRuleOf, rightAnswersShown, type RightAnswerFacts } from './right-answers';

const closesAt = new Date('2026-12-01T10:00:00Z');
const open = new Date('2026-11-30T10:00:00Z');
const closed = new Date('2026-12-01T10:00:00Z');

const facts = (over: Partial<RightAnswerFacts> = {}): RightAnswerFacts => ({
  rule: 'closed_or_no_attempt_left',
  closesAt,
  closesForEveryoneAt: closesAt,
  attemptsAllowed: 2,
  attemptsUsed: 1,
  running: false,
  ...over,
});

describe('rightAnswersShown', () => {
  it('hides them while the attempt that used the last one is in progress (issue 20)', () => {
    expect(rightAnswersShown(facts({ attemptsUsed: 2, running: true }), open)).toBe(false);
  });

  it('hides them while attempts remain and the exam is open (revise)', () => {
    expect(rightAnswersShown(facts({ attemptsUsed: 1 }), open)).toBe(false);
  });

  it('shows them once the last attempt is used and finished', () => {
    expect(rightAnswersShown(facts({ attemptsUsed: 2 }), open)).toBe(true);
  });

  it('shows them once the exam has closed for the profile, attempts left or not', () => {
    expect(rightAnswersShown(facts({ attemptsUsed: 1 }), closed)).toBe(true);
  });

  it('hides them again when a staff override reopens the exam for the profile', () => {
    const later = new Date('2026-12-05T10:00:00Z');
    expect(rightAnswersShown(facts({ closesAt: later, closesForEveryoneAt: later }), closed)).toBe(false);
    expect(rightAnswersShown(facts({ attemptsUsed: 2, attemptsAllowed: 3 }), open)).toBe(false);
  });

  it('never shows them while an attempt runs, even with the exam closed (the grace period)', () => {
    expect(rightAnswersShown(facts({ running: true, attemptsUsed: 1 }), closed)).toBe(false);
  });

  it('never shows them when staff chose not to', () => {
    expect(rightAnswersShown(facts({ rule: 'never', attemptsUsed: 2 }), closed)).toBe(false);
  });

  describe('after closing', () => {
    const afterClosing = (over: Partial<RightAnswerFacts>) => facts({ rule: 'closed_for_everyone', ...over });

    it('hides them before the close even with no attempt left', () => {
      expect(rightAnswersShown(afterClosing({ attemptsUsed: 2 }), open)).toBe(false);
    });

    it('waits for the latest close a staff override granted anyone', () => {
      const later = new Date('2026-12-03T10:00:00Z');
      expect(rightAnswersShown(afterClosing({ attemptsUsed: 2, closesForEveryoneAt: later }), closed)).toBe(
        false,
      );
      expect(rightAnswersShown(afterClosing({ attemptsUsed: 2, closesForEveryoneAt: later }), later)).toBe(
        true,
      );
    });

    it('shows them at the close to a profile that never used all its attempts', () => {
      expect(rightAnswersShown(afterClosing({ attemptsUsed: 1 }), closed)).toBe(true);
    });
  });
});

describe('rightAnswersRuleOf', () => {
  it('maps the two staff settings', () => {
    expect(rightAnswersRuleOf({ showAnswers: false, answersAfterClosing: true })).toBe('never');
    expect(rightAnswersRuleOf({ showAnswers: true, answersAfterClosing: true })).toBe('closed_for_everyone');
    expect(rightAnswersRuleOf({ showAnswers: true, answersAfterClosing: false })).toBe(
      'closed_or_no_attempt_left',
    );
  });
});
