import { describe, expect, it } from 'vitest';
import { backgroundPacer, noteCallAnswered } from './background-pace';

/** Keeps the thread busy for `ms`, as a piece of work would. */
function work(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

async function timed(action: () => Promise<void>) {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

describe('background work between its pieces', () => {
  it('runs on at once while no call is answered', async () => {
    const turn = backgroundPacer();
    work(60);
    // Paused, it would wait three times the piece (180 ms).
    expect(await timed(turn)).toBeLessThan(100);
  });

  it('pauses three times the piece while calls are answered, at most a second', async () => {
    const turn = backgroundPacer();
    work(60);
    noteCallAnswered();
    expect(await timed(turn)).toBeGreaterThanOrEqual(178);
    // The next piece is measured from the end of the pause (from its start it would be 720 ms).
    work(5);
    noteCallAnswered();
    const next = await timed(turn);
    expect(next).toBeGreaterThanOrEqual(14);
    expect(next).toBeLessThan(300);

    let clock = 0;
    const slow = backgroundPacer(() => clock);
    clock = 5000;
    noteCallAnswered();
    const capped = await timed(slow);
    expect(capped).toBeGreaterThanOrEqual(990);
    expect(capped).toBeLessThan(1500);
  });

  it('pauses longer the more calls are answered: nineteen times the piece at a thousand a second', async () => {
    let clock = 0;
    const turn = backgroundPacer(() => clock);
    clock = 20;
    for (let call = 0; call < 20; call += 1) noteCallAnswered();
    const pause = await timed(turn);
    // A quarter of the time would have been a pause of 60 ms.
    expect(pause).toBeGreaterThanOrEqual(375);
    expect(pause).toBeLessThan(700);
  });
});
