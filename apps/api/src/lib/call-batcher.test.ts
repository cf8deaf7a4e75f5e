import { describe, expect, it } from 'vitest';
import { CallBatcher } from './call-batcher';

type Item = { key: string; value: number };

/** A batcher whose runs wait until released, recording each run's items. */
function held(options: { concurrency: number; maxBatch: number; failOn?: number }) {
  const runs: number[][] = [];
  const releases: (() => void)[] = [];
  const batcher = new CallBatcher<Item, number>({
    ...options,
    key: (item) => item.key,
    run: async (items) => {
      runs.push(items.map((item) => item.value));
      await new Promise<void>((resolve) => releases.push(resolve));
      if (items.some((item) => item.value === options.failOn)) throw new Error(`failed on ${options.failOn}`);
      return items.map((item) => item.value * 10);
    },
  });
  const releaseAll = async () => {
    while (releases.length > 0) {
      releases.splice(0).forEach((release) => release());
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { batcher, runs, releaseAll };
}

describe('CallBatcher', () => {
  it('runs a call at once and alone while a run is free', async () => {
    const { batcher, runs, releaseAll } = held({ concurrency: 2, maxBatch: 10 });
    const first = batcher.call({ key: 'a', value: 1 });
    const second = batcher.call({ key: 'b', value: 2 });
    expect(runs).toEqual([[1], [2]]);
    await releaseAll();
    expect(await Promise.all([first, second])).toEqual([10, 20]);
  });

  it('sends the calls that came while every run was busy together, oldest first, up to the largest batch', async () => {
    const { batcher, runs, releaseAll } = held({ concurrency: 1, maxBatch: 3 });
    const calls = [1, 2, 3, 4, 5, 6].map((value) => batcher.call({ key: `k${value}`, value }));
    expect(runs).toEqual([[1]]);
    expect(batcher.queued).toBe(5);
    await releaseAll();
    expect(runs).toEqual([[1], [2, 3, 4], [5, 6]]);
    expect(await Promise.all(calls)).toEqual([10, 20, 30, 40, 50, 60]);
    expect(batcher.queued).toBe(0);
  });

  it('never puts two calls of one key in the same run, and keeps their order', async () => {
    const { batcher, runs, releaseAll } = held({ concurrency: 1, maxBatch: 10 });
    const calls = [
      batcher.call({ key: 'x', value: 1 }),
      batcher.call({ key: 'a', value: 2 }),
      batcher.call({ key: 'a', value: 3 }),
      batcher.call({ key: 'b', value: 4 }),
      batcher.call({ key: 'a', value: 5 }),
    ];
    await releaseAll();
    expect(runs).toEqual([[1], [2, 4], [3], [5]]);
    expect(await Promise.all(calls)).toEqual([10, 20, 30, 40, 50]);
  });

  it('never runs two calls of one key at once, though a run is free: the second waits for the first', async () => {
    const { batcher, runs, releaseAll } = held({ concurrency: 2, maxBatch: 10 });
    const calls = [
      batcher.call({ key: 'a', value: 1 }),
      batcher.call({ key: 'a', value: 2 }),
      batcher.call({ key: 'b', value: 3 }),
    ];
    // The second run takes the other key; the second call of `a` waits for the first.
    expect(runs).toEqual([[1], [3]]);
    expect(batcher.queued).toBe(1);
    await releaseAll();
    expect(runs).toEqual([[1], [3], [2]]);
    expect(await Promise.all(calls)).toEqual([10, 20, 30]);
  });

  it('makes a failed run again call by call, so only the failing call is refused', async () => {
    const { batcher, runs, releaseAll } = held({ concurrency: 1, maxBatch: 10, failOn: 3 });
    const calls = [1, 2, 3, 4].map((value) =>
      batcher.call({ key: `k${value}`, value }).then(
        (out) => ({ out }),
        (error: Error) => ({ error: error.message }),
      ),
    );
    await releaseAll();
    expect(runs).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
    expect(await Promise.all(calls)).toEqual([
      { out: 10 },
      { out: 20 },
      { error: 'failed on 3' },
      { out: 40 },
    ]);
  });
});
