import { describe, expect, it } from 'vitest';
import { clockOf, shareOf } from './recitation-time';

describe('recitation time', () => {
  it('writes moments as m:ss', () => {
    expect(clockOf(0)).toBe('0:00');
    expect(clockOf(2.9)).toBe('0:02');
    expect(clockOf(75)).toBe('1:15');
  });
  it('places a moment on the timeline within 0–100 %', () => {
    expect(shareOf(1.5, 3)).toBe(50);
    expect(shareOf(4, 3)).toBe(100);
    expect(shareOf(1, 0)).toBe(0);
  });
});
