import { describe, expect, it } from 'vitest';
import { bidiRuns, hasArabic } from './bidi';

describe('bidiRuns', () => {
  it('isolates each Arabic run of left-to-right text, leaving its punctuation and numbering outside', () => {
    expect(bidiRuns('(2) tanwin, seperti كِتَابٌ; (3) alif lam, seperti فِي المَسْجِدِ.')).toEqual([
      { text: '(2) tanwin, seperti ' },
      { text: 'كِتَابٌ', isolate: 'rtl' },
      { text: '; (3) alif lam, seperti ' },
      { text: 'فِي المَسْجِدِ', isolate: 'rtl' },
      { text: '.' },
    ]);
  });

  it('isolates Latin runs inside right-to-left text', () => {
    expect(bidiRuns('قال النووي (Imam an-Nawawi) رحمه الله', 'rtl')).toEqual([
      { text: 'قال النووي (' },
      { text: 'Imam an-Nawawi', isolate: 'ltr' },
      { text: ') رحمه الله' },
    ]);
  });

  it('gives text of one script back as one run', () => {
    expect(bidiRuns('Nahwu Dasar')).toEqual([{ text: 'Nahwu Dasar' }]);
    expect(bidiRuns('')).toEqual([]);
  });
});

describe('hasArabic', () => {
  it('finds Arabic letters', () => {
    expect(hasArabic('Matan الآجرومية')).toBe(true);
    expect(hasArabic('Matan al-Ajurrumiyyah')).toBe(false);
  });
});
