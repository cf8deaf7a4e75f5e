import { describe, expect, it } from 'vitest';
import { matchesShortAnswer, normalizeShortAnswer } from './exam-answer-match';

describe('matchesShortAnswer', () => {
  it('ignores surrounding spaces, repeated spaces and letter case', () => {
    expect(matchesShortAnswer('  Idgham  Bighunnah ', ['idgham bighunnah'])).toBe(true);
    expect(matchesShortAnswer('IDGHAM', ['idgham bighunnah'])).toBe(false);
  });

  it('ignores Arabic harakat, tanwin, shadda, sukun and tatweel', () => {
    expect(matchesShortAnswer('الفاعل', ['الفَاعِلُ'])).toBe(true);
    expect(matchesShortAnswer('مَرْفُوعٌ', ['مرفوع'])).toBe(true);
    expect(matchesShortAnswer('الـكـلام', ['الكَلَامُ'])).toBe(true);
    expect(matchesShortAnswer('الفاعل', ['المفعول'])).toBe(false);
  });

  it('never matches an empty answer', () => {
    expect(matchesShortAnswer('   ', [''])).toBe(false);
    expect(normalizeShortAnswer(' \u064E ')).toBe('');
  });
});
