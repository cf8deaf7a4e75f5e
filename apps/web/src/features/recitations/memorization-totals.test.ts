import { surahs } from '@academy/contract/quran-surahs';
import { describe, expect, it } from 'vitest';
import { juzTotals } from './memorization-totals';

const empty = surahs.map((surah) => ({
  surah: surah.number,
  ayahs: surah.ayahs,
  accepted: 0,
  acceptedRanges: [],
}));

describe('juzTotals', () => {
  it('counts each juz’s ayahs (juz 1: Al-Fatihah and Al-Baqarah 1–141; 6,236 in all)', () => {
    const totals = juzTotals(empty);
    expect(totals[0]).toEqual({ juz: 1, ayahs: 148, accepted: 0 });
    expect(totals.reduce((sum, juz) => sum + juz.ayahs, 0)).toBe(6236);
  });
  it('splits a surah’s accepted ayahs across the juz they fall in', () => {
    const map = empty.map((surah) =>
      surah.surah === 2
        ? { ...surah, accepted: 11, acceptedRanges: [[140, 150] as [number, number]] }
        : surah,
    );
    const totals = juzTotals(map);
    expect(totals[0]!.accepted).toBe(2);
    expect(totals[1]!.accepted).toBe(9);
  });
});
