import { describe, expect, it } from 'vitest';
import { mergeRanges } from './ayah-ranges';

describe('mergeRanges', () => {
  it('counts overlapping and touching ranges once, keeps gaps apart', () => {
    expect(
      mergeRanges([
        [5, 10],
        [1, 7],
        [11, 12],
        [20, 25],
        [21, 22],
      ]),
    ).toEqual([
      [1, 12],
      [20, 25],
    ]);
  });
  it('answers nothing for no ranges', () => {
    expect(mergeRanges([])).toEqual([]);
  });
});
