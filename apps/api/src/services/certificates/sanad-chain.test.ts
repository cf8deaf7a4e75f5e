import { describe, expect, it } from 'vitest';
import { hijriDate, issueYear } from './certificate-dates';
import { sanadChain } from './sanad-chain';

describe('sanadChain', () => {
  it('runs from the Prophet ﷺ down the teacher’s chain to the teacher and the learner', () => {
    const chain = sanadChain(
      [
        { name: 'Own teacher', note: { en: 'a', id: 'a' } },
        { name: 'Teacher’s teacher', note: { en: 'b', id: 'b' } },
      ],
      'Ustadz Hakim',
      'Ahmad',
    );
    expect(chain.map((link) => [link.position, link.name, link.role])).toEqual([
      [1, 'Muhammad ﷺ', 'prophet'],
      [2, 'Teacher’s teacher', 'chain'],
      [3, 'Own teacher', 'chain'],
      [4, 'Ustadz Hakim', 'teacher'],
      [5, 'Ahmad', 'learner'],
    ]);
  });
});

describe('certificate dates', () => {
  it('gives the Umm al-Qura date and the year on the academy’s day (WIB)', () => {
    // 1 Ramadan 1447 is 18 February 2026 in Umm al-Qura.
    expect(hijriDate(new Date('2026-02-18T05:00:00Z'))).toBe('1447-09-01');
    // 31 December 2025 20:00 UTC is already 1 January 2026 in Jakarta.
    expect(issueYear(new Date('2025-12-31T20:00:00Z'))).toBe(2026);
  });
});
