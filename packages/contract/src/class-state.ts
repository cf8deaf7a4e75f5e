import type { MessageKey } from './messages';

/**
 * Zod-free, so that screens showing a class's state never load zod for it (its schema,
 * `classStateSchema`, is in `catalogue.ts`).
 *
 * A class's state (decisions §2), derived from time and seats, never stored:
 * not_open_yet → registration_open (or full) → registration_ended → in_progress → ended.
 */
export const classStates = [
  'not_open_yet',
  'registration_open',
  'full',
  'registration_ended',
  'in_progress',
  'ended',
] as const;
export type ClassState = (typeof classStates)[number];

export function isClassState(value: unknown): value is ClassState {
  return classStates.some((state) => state === value);
}

/** The instants and capacity a class's state is derived from. */
export interface ClassTimeline {
  registrationStartAt: Date | string;
  registrationEndAt: Date | string;
  startAt: Date | string;
  endAt: Date | string;
  capacity: number;
}

const instant = (value: Date | string) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/**
 * The state of a class at `now`, given the seats taken (active and waiting-for-payment
 * enrolments). Every period is half open, its start inclusive and its end exclusive:
 * registration is open on [registrationStartAt, registrationEndAt), the class runs on
 * [startAt, endAt). So at exactly registrationEndAt registration has ended, and at exactly
 * endAt the class has ended. When the periods overlap, the later stage wins (a class that
 * has started is in progress even if its registration end is later).
 */
export function classStateOf(timeline: ClassTimeline, seatsTaken: number, now: Date | string): ClassState {
  const at = instant(now);
  if (at >= instant(timeline.endAt)) return 'ended';
  if (at >= instant(timeline.startAt)) return 'in_progress';
  if (at >= instant(timeline.registrationEndAt)) return 'registration_ended';
  if (at >= instant(timeline.registrationStartAt)) {
    return seatsTaken >= timeline.capacity ? 'full' : 'registration_open';
  }
  return 'not_open_yet';
}

/** Whether a learner may join in this state (only while registration is open with seats left). */
export function canJoin(state: ClassState): boolean {
  return state === 'registration_open';
}

/** Seats still free; never negative. */
export function seatsLeft(capacity: number, seatsTaken: number): number {
  return Math.max(0, capacity - seatsTaken);
}

/** Label keys of each state, in `messages` (the app and the server show the same words). */
export const classStateLabels = {
  not_open_yet: 'classStateNotOpenYet',
  registration_open: 'classStateRegistrationOpen',
  full: 'classStateFull',
  registration_ended: 'classStateRegistrationEnded',
  in_progress: 'classStateInProgress',
  ended: 'classStateEnded',
} as const satisfies Record<ClassState, MessageKey>;
