import { describe, expect, it } from 'vitest';
import { shuffled } from './exam-draws';

describe('shuffled', () => {
  it('keeps every item once and leaves the input as it was', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    const result = shuffled(items);
    expect([...result].sort()).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('swaps each place with one at or below it, as the random source says', () => {
    // Always 0: every place swaps with the first, from the end down.
    expect(shuffled([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
    // Always the place itself: nothing moves.
    expect(shuffled([1, 2, 3, 4], (below) => below - 1)).toEqual([1, 2, 3, 4]);
  });

  it('makes every order about equally often', () => {
    const counts = new Map<string, number>();
    for (let round = 0; round < 6000; round += 1) {
      const order = shuffled(['a', 'b', 'c']).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const count of counts.values()) expect(count).toBeGreaterThan(800); // 1000 expected each
  });
});
