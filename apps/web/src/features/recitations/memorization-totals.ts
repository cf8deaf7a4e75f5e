import { juzOf, surahs } from '@academy/contract/quran-surahs';
import type { MemorizedSurah } from '@academy/contract/recitation';

export type JuzTotal = { juz: number; ayahs: number; accepted: number };

/** Ayahs and accepted ayahs of each of the 30 juz, from the map's accepted ranges. */
export function juzTotals(map: readonly MemorizedSurah[]): JuzTotal[] {
  const totals = Array.from({ length: 30 }, (_, index) => ({ juz: index + 1, ayahs: 0, accepted: 0 }));
  const accepted = new Map(map.map((surah) => [surah.surah, surah.acceptedRanges]));
  for (const surah of surahs) {
    const ranges = accepted.get(surah.number) ?? [];
    for (let ayah = 1; ayah <= surah.ayahs; ayah += 1) {
      const total = totals[juzOf(surah.number, ayah) - 1]!;
      total.ayahs += 1;
      if (ranges.some(([from, to]) => ayah >= from && ayah <= to)) total.accepted += 1;
    }
  }
  return totals;
}
