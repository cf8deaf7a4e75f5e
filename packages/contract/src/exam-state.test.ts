import { describe, expect, it } from 'vitest';
import {
  acceptsSaves,
  attemptDeadline,
  canStartAttempt,
  examSaveGraceSeconds,
  examStateOf,
  type ExamFacts,
} from './exam-state';

const opensAt = '2025-03-01T08:00:00.000Z';
const closesAt = '2025-03-01T10:00:00.000Z';
const facts: ExamFacts = {
  opensAt,
  closesAt,
  price: 0,
  paid: false,
  attemptsAllowed: 2,
  attemptsUsed: 0,
  runningDeadline: null,
  lastAttempt: null,
};
const shift = (iso: string, by: number) => new Date(Date.parse(iso) + by);
const during = '2025-03-01T09:00:00.000Z';

describe('examStateOf', () => {
  it('is not open yet until exactly opensAt, then start', () => {
    expect(examStateOf(facts, shift(opensAt, -1))).toBe('not_open_yet');
    expect(examStateOf(facts, opensAt)).toBe('start');
    expect(examStateOf(facts, shift(closesAt, -1))).toBe('start');
  });

  it('has ended at exactly closesAt for a profile that never sat it', () => {
    expect(examStateOf(facts, closesAt)).toBe('ended');
  });

  it('asks a priced, unpaid exam to be paid first, before and while it is open', () => {
    const priced = { ...facts, price: 25_000 };
    expect(examStateOf(priced, shift(opensAt, -1))).toBe('pay_first');
    expect(examStateOf(priced, during)).toBe('pay_first');
    expect(examStateOf({ ...priced, paid: true }, during)).toBe('start');
    expect(examStateOf({ ...priced, paid: true }, shift(opensAt, -1))).toBe('not_open_yet');
    // A closed exam is never sold.
    expect(examStateOf(priced, closesAt)).toBe('ended');
  });

  it('continues a running attempt until its deadline plus the grace period', () => {
    const deadline = '2025-03-01T09:30:00.000Z';
    const running = { ...facts, attemptsUsed: 1, runningDeadline: deadline };
    expect(examStateOf(running, during)).toBe('continue');
    expect(examStateOf(running, shift(deadline, examSaveGraceSeconds * 1000))).toBe('continue');
    // Past the grace the server finishes the attempt; until it has, the state is the result.
    expect(examStateOf(running, shift(deadline, examSaveGraceSeconds * 1000 + 1))).toBe('start');
  });

  it('shows the result of a passed attempt, and of one waiting for grading', () => {
    const passed = { ...facts, attemptsUsed: 1, lastAttempt: { passed: true } };
    expect(examStateOf(passed, during)).toBe('result');
    expect(examStateOf({ ...passed, lastAttempt: { passed: null } }, during)).toBe('result');
  });

  it('offers revise after a failed attempt while open and attempts remain', () => {
    const failed = { ...facts, attemptsUsed: 1, lastAttempt: { passed: false } };
    expect(examStateOf(failed, during)).toBe('revise');
    expect(examStateOf(failed, shift(closesAt, -1))).toBe('revise');
    expect(examStateOf(failed, closesAt)).toBe('result');
    expect(examStateOf({ ...failed, attemptsUsed: 2 }, during)).toBe('result');
  });

  it('starts attempts only in start and revise', () => {
    expect(canStartAttempt('start')).toBe(true);
    expect(canStartAttempt('revise')).toBe(true);
    for (const state of ['not_open_yet', 'continue', 'ended', 'result', 'pay_first'] as const) {
      expect(canStartAttempt(state)).toBe(false);
    }
  });
});

describe('attemptDeadline', () => {
  it('is start plus the duration, cut at the close', () => {
    expect(attemptDeadline(during, 20, closesAt).toISOString()).toBe('2025-03-01T09:20:00.000Z');
    expect(attemptDeadline(during, 90, closesAt).toISOString()).toBe(closesAt);
    expect(attemptDeadline(during, 60, closesAt).toISOString()).toBe(closesAt);
  });
});

describe('acceptsSaves', () => {
  it('accepts saves up to and including deadline + 10 s, not a millisecond later', () => {
    expect(acceptsSaves(closesAt, closesAt)).toBe(true);
    expect(acceptsSaves(closesAt, shift(closesAt, 10_000))).toBe(true);
    expect(acceptsSaves(closesAt, shift(closesAt, 10_001))).toBe(false);
  });
});
