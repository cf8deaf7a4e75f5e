import { surahInfo } from '@academy/contract/quran-surahs';

/** A surah's transliteration with its Arabic name beside it, isolated right to left. */
export function SurahName({ surah }: { surah: number }) {
  const info = surahInfo(surah);
  if (!info) return <>{surah}</>;
  return (
    <>
      {info.transliteration}{' '}
      <bdi dir="rtl" lang="ar">
        {info.arabic}
      </bdi>
    </>
  );
}

/** The same as plain text (for a select's options): the Arabic name between RLI and PDI. */
export function surahLabel(surah: number): string {
  const info = surahInfo(surah);
  return info ? `${surah}. ${info.transliteration} \u2067${info.arabic}\u2069` : String(surah);
}
