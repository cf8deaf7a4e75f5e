/**
 * Short-answer matching (decisions §5): after trimming, folding case and, for Arabic, ignoring
 * harakat (the short-vowel and related marks), with runs of spaces counted as one. Used by the
 * server to grade and by tests; pure and free of zod.
 */

// Arabic marks that do not change the letters: tanwin, harakat, shadda, sukun (U+064B–U+065F),
// the superscript alif (U+0670), Quranic annotation signs (U+06D6–U+06ED) and the tatweel (U+0640).
const arabicMarks = /[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

export function normalizeShortAnswer(text: string): string {
  return text.normalize('NFC').replace(arabicMarks, '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** Whether a learner's text matches one of the accepted answers. */
export function matchesShortAnswer(answer: string, accepted: readonly string[]): boolean {
  const given = normalizeShortAnswer(answer);
  if (given === '') return false;
  return accepted.some((candidate) => normalizeShortAnswer(candidate) === given);
}
