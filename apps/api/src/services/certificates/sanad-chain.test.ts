import { describe, expect, it } from 'vitest';
import { hijriDate, issueYear } from './certificate-dates';
import { renderCertificatePdf } from './certificate-pdf';
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

describe('a certificate PDF with a chain per kitab', () => {
  it('prints a class certificate of two kitab with two chains, in both variants', async () => {
    const facts = { titleArabic: 'كتابان', teacherName: 'Ustadz Hakim', learnerName: 'Ahmad', sanad: [] };
    const sanad = certificateChains({
      ...facts,
      sanadChains: [
        { titleArabic: 'الأول', links: [{ name: 'Syaikh A', note: { en: '', id: '' } }] },
        { titleArabic: 'الثاني', links: [{ name: 'Syaikh B', note: { en: '', id: '' } }] },
      ],
    });
    for (const variant of ['latin', 'arabic'] as const) {
      const pdf = await renderCertificatePdf(
        {
          ...facts,
          academyName: 'Akademi',
          number: 'AIS/2026/000001',
          itemType: 'class',
          title: { en: 'Two books', id: 'Dua kitab' },
          issuedAt: new Date('2026-02-18T05:00:00Z'),
          sanad,
          verifyUrl: 'https://akademi.example/sertifikat/AAAAAAAAAAAAAAAA',
          revoked: false,
        },
        variant,
        'id',
      );
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
