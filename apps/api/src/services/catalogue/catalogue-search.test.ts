import { describe, expect, it } from 'vitest';
import { spellingSkeleton } from './catalogue-search';

describe('spellingSkeleton', () => {
  it.each([
    ['fikih', 'Fiqih keluarga', 'Fiqh'],
    ['hadits', 'hadis', 'Hadith'],
    ['sholat', 'shalat', 'salat'],
    ['tajwid', 'Tajweed', 'tajwiid'],
    ['nahwu', 'Nahw', 'nahwu'],
  ])('reads %s, %s and %s alike', (a, b, c) => {
    const skeleton = spellingSkeleton(a);
    expect(spellingSkeleton(b)).toContain(skeleton.split(' ')[0]);
    expect(spellingSkeleton(c)).toContain(skeleton.split(' ')[0]);
  });
});
