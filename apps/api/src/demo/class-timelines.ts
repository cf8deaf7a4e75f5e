import type { ClassState } from '@academy/contract/class-state';

const day = 86_400_000;

export type Timeline = { registrationStartAt: Date; registrationEndAt: Date; startAt: Date; endAt: Date };

/**
 * Registration and class times that put a class in `state` at `now` (`full` is registration
 * open with every seat taken). The demo academy and the tests use them, so states stay right
 * whenever they run.
 */
export function timelineFor(state: ClassState, now: Date = new Date()): Timeline {
  // Times fall at 20:00 WIB (13:00 UTC) of a day near `now`, as a real schedule would. That day
  // is less than one day from `now` and every time below is at least two days away, so the
  // state at `now` is the one asked for.
  const anchor = new Date(now);
  anchor.setUTCHours(13, 0, 0, 0);
  const at = (days: number) => new Date(anchor.getTime() + days * day);
  switch (state) {
    case 'not_open_yet':
      return { registrationStartAt: at(3), registrationEndAt: at(17), startAt: at(21), endAt: at(81) };
    case 'registration_open':
    case 'full':
      return { registrationStartAt: at(-4), registrationEndAt: at(10), startAt: at(14), endAt: at(74) };
    case 'registration_ended':
      return { registrationStartAt: at(-20), registrationEndAt: at(-2), startAt: at(2), endAt: at(62) };
    case 'in_progress':
      return { registrationStartAt: at(-40), registrationEndAt: at(-24), startAt: at(-20), endAt: at(40) };
    case 'ended':
      return { registrationStartAt: at(-120), registrationEndAt: at(-100), startAt: at(-95), endAt: at(-5) };
  }
}
