/**
 * Mixed Arabic and Latin text. The Unicode bidi algorithm lets an Arabic word pull the
 * punctuation and numbers around it to its side ("(2) tanwin, seperti كِتَابٌ; (3)" shows its
 * semicolon and "(3)" in the wrong places), so every run of the other script is isolated
 * (`<bdi>`): Arabic runs inside left-to-right text, Latin runs inside right-to-left text.
 */

export type Direction = 'ltr' | 'rtl';

export interface BidiRun {
  text: string;
  /** The run's own direction when it must be isolated from the text around it. */
  isolate?: Direction;
}

// Arabic letters and marks (Arabic, Supplement, Extended-A, Presentation Forms A and B).
const arabicChar = '\\u0600-\\u06FF\\u0750-\\u077F\\u08A0-\\u08FF\\uFB50-\\uFDFF\\uFE70-\\uFEFF';
/** Arabic words with the spaces, tatweel and Arabic punctuation between them; not trailing ones. */
const arabicRun = new RegExp(`[${arabicChar}]+(?:[\\s\\u200C\\u200D]+[${arabicChar}]+)*`, 'g');
/** Latin words (with digits and the marks inside names and phrases) inside right-to-left text. */
const latinRun = /[A-Za-z\u00C0-\u024F](?:[A-Za-z\u00C0-\u024F0-9 .,'’-]*[A-Za-z\u00C0-\u024F0-9])?/g;

/** Splits text into runs; runs of the other script than `base` are marked for isolation. */
export function bidiRuns(text: string, base: Direction = 'ltr'): BidiRun[] {
  const pattern = base === 'ltr' ? arabicRun : latinRun;
  const isolate: Direction = base === 'ltr' ? 'rtl' : 'ltr';
  const runs: BidiRun[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index) });
    runs.push({ text: match[0], isolate });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last) });
  return runs;
}

/** Whether the text holds any Arabic letter. */
export function hasArabic(text: string): boolean {
  return new RegExp(`[${arabicChar}]`).test(text);
}
