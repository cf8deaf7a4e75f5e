import { describe, expect, it } from 'vitest';
import { effectiveExam } from './exam-override';

const exam = {
  id: 'e',
  attemptsAllowed: 2,
  closesAt: new Date('2026-12-01T10:00:00Z'),
  durationMinutes: 30,
};

describe('effectiveExam', () => {
  it('is the exam itself without an override', () => {
    expect(effectiveExam(exam, null)).toBe(exam);
  });

  it('adds attempts and minutes, and moves the close later', () => {
    const later = new Date('2026-12-03T10:00:00Z');
    expect(effectiveExam(exam, { extraAttempts: 1, closesAt: later, extraMinutes: 15 })).toEqual({
      id: 'e',
      attemptsAllowed: 3,
      closesAt: later,
      durationMinutes: 45,
    });
  });

  it('never closes earlier than the exam (the exam was moved later since)', () => {
    const earlier = new Date('2026-11-30T10:00:00Z');
    const seen = effectiveExam(exam, { extraAttempts: 0, closesAt: earlier, extraMinutes: 0 });
    expect(seen.closesAt).toBe(exam.closesAt);
    expect(seen.attemptsAllowed).toBe(2);
  });
});
