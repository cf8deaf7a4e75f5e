import { describe, expect, it } from 'vitest';
import { hijriDate, issueYear } from './certificate-dates';
import { certificateChains, sanadChain } from './sanad-chain';

describe('sanadChain', () => {
  it('runs down the teacher’s known chain of the kitab to the teacher and the learner, adding no link', () => {
    const chain = sanadChain(
      [
        { name: 'Own teacher', note: { en: 'a', id: 'a' } },
        { name: 'Teacher’s teacher', note: { en: 'b', id: 'b' } },
      ],
      'Ustadz Hakim',
      'Ahmad',
    );
    expect(chain.map((link) => [link.position, link.name, link.role])).toEqual([
      [1, 'Teacher’s teacher', 'chain'],
      [2, 'Own teacher', 'chain'],
      [3, 'Ustadz Hakim', 'teacher'],
      [4, 'Ahmad', 'learner'],
    ]);
  });

  it('is no sanad at all without a known chain, never “Muhammad ﷺ → teacher → learner”', () => {
    expect(sanadChain([], 'Ustadz Hakim', 'Ahmad')).toEqual([]);
  });
});

describe('certificateChains', () => {
  const facts = { titleArabic: 'كتابان', teacherName: 'Guru', learnerName: 'Budi', sanad: [] };
  const link = (name: string) => ({ name, note: { en: name, id: name } });

  it('prints one chain per kitab that has one, and none for a kitab without', () => {
    const chains = certificateChains({
      ...facts,
      sanadChains: [
        { titleArabic: 'الأول', links: [link('A')] },
        { titleArabic: 'الثاني', links: [] },
      ],
    });
    expect(chains.map((entry) => [entry.titleArabic, entry.chain.map((each) => each.name)])).toEqual([
      ['الأول', ['A', 'Guru', 'Budi']],
    ]);
    expect(certificateChains({ ...facts, sanadChains: [] })).toEqual([]);
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
