import { z } from 'zod';
import type { MessageKey } from './messages';

/**
 * An exam's state for one profile (spec §4, decisions §5), derived, never stored:
 * not_open_yet → start → continue (an attempt runs) → result (submitted) → revise (failed,
 * attempts left, still open); ended (closed with no attempt); pay_first (a price, not paid).
 */
export const examStates = [
  'not_open_yet',
  'start',
  'continue',
  'ended',
  'result',
  'revise',
  'pay_first',
] as const;
export const examStateSchema = z.enum(examStates);
export type ExamState = z.infer<typeof examStateSchema>;

/**
 * Seconds after the deadline during which saves still land (answers recorded before it): what a
 * real retry of a save under way at the deadline needs (decision 0143) — the app's answer queue
 * retries after 1, 2 and 4 s and its finish at time-up waits at most 5 s for the queue. It was
 * 30 s, in which anyone could change answers after the deadline with a `recordedAt` before it.
 */
export const examSaveGraceSeconds = 10;
const graceMs = examSaveGraceSeconds * 1000;

type Instant = Date | string;
const ms = (value: Instant) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/** What an exam's state is derived from. */
export interface ExamFacts {
  opensAt: Instant;
  closesAt: Instant;
  /** Rupiah; 0 = free. */
  price: number;
  /** Whether the profile holds the exam by purchase. */
  paid: boolean;
  attemptsAllowed: number;
  /** Attempts the profile has started (running or finished). */
  attemptsUsed: number;
  /** The deadline of the profile's running attempt, if one runs. */
  runningDeadline: Instant | null;
  /** The profile's last finished attempt: `passed` is null while it waits for grading. */
  lastAttempt: { passed: boolean | null } | null;
}

/**
 * The state at `now`. The exam is open on [opensAt, closesAt): at exactly `closesAt` it has
 * ended. A running attempt is `continue` until its deadline plus the grace period (after that
 * the server finishes it). A failed last attempt leads to `revise` only while the exam is open
 * and attempts remain; otherwise the profile sees its `result`. A closed exam is never sold.
 */
export function examStateOf(facts: ExamFacts, now: Instant): ExamState {
  const at = ms(now);
  const open = at >= ms(facts.opensAt) && at < ms(facts.closesAt);
  if (facts.runningDeadline !== null && at <= ms(facts.runningDeadline) + graceMs) return 'continue';
  if (facts.lastAttempt) {
    const attemptsLeft = facts.attemptsUsed < facts.attemptsAllowed;
    return facts.lastAttempt.passed === false && attemptsLeft && open ? 'revise' : 'result';
  }
  if (at >= ms(facts.closesAt)) return 'ended';
  if (facts.price > 0 && !facts.paid) return 'pay_first';
  if (!open) return 'not_open_yet';
  return 'start';
}

/** Whether a new attempt may begin in this state. */
export function canStartAttempt(state: ExamState): boolean {
  return state === 'start' || state === 'revise';
}

/** An attempt's deadline: min(start + duration, close) (decisions §5). */
export function attemptDeadline(startedAt: Instant, durationMinutes: number, closesAt: Instant): Date {
  return new Date(Math.min(ms(startedAt) + durationMinutes * 60_000, ms(closesAt)));
}

/** Whether a save arriving at `now` may still be stored: until the deadline plus the grace. */
export function acceptsSaves(deadline: Instant, now: Instant): boolean {
  return ms(now) <= ms(deadline) + graceMs;
}

/**
 * How far a save's `recordedAt` may be off the attempt's span on the server's clock: the app
 * reckons the server's time from each answer's `serverNow`, so it errs by about the network's
 * latency, never by more than a few seconds.
 */
export const recordedAtSkewSeconds = 5;

/**
 * Whether an answer's `recordedAt` lies within its attempt: not before it started, nor after the
 * save carrying it arrived at `receivedAt` (each with `recordedAtSkewSeconds`).
 */
export function recordedWithin(recordedAt: Instant, startedAt: Instant, receivedAt: Instant): boolean {
  const at = ms(recordedAt);
  const skew = recordedAtSkewSeconds * 1000;
  return at >= ms(startedAt) - skew && at <= ms(receivedAt) + skew;
}

/** Label keys of each state, in `messages`. */
export const examStateLabels = {
  not_open_yet: 'examStateNotOpenYet',
  start: 'examStateStart',
  continue: 'examStateContinue',
  ended: 'examStateEnded',
  result: 'examStateResult',
  revise: 'examStateRevise',
  pay_first: 'examStatePayFirst',
} as const satisfies Record<ExamState, MessageKey>;
