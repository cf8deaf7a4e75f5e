// Visual order for one line of mixed Arabic and Latin text. fontkit (inside pdfkit) shapes an
// Arabic run and lays it out right to left, but it knows nothing of a line's other runs: a Latin
// name or a number inside an Arabic sentence must be placed by us. This is the Unicode
// bidirectional algorithm for the two levels certificates need (no explicit embeddings).

/** R: Arabic letters; L: other letters; D: digits; N: neutrals (spaces, punctuation). */
type Strength = 'R' | 'L' | 'D' | 'N';

const arabicLetter =
  /[\u0600-\u065F\u066A-\u06EF\u06FA-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const letter = /\p{L}/u;
const digit = /\p{N}/u;
/** A single one of these between two digits belongs to the number (UBA rule W4). */
const numberSeparator = /^[.,/:]$/;

function strength(char: string): Strength {
  if (arabicLetter.test(char)) return 'R';
  if (digit.test(char)) return 'D';
  return letter.test(char) ? 'L' : 'N';
}

/** A run of one direction, in logical order. */
export interface BidiRun {
  text: string;
  direction: 'ltr' | 'rtl';
}

/** LRI and PDI: what `ltrIsolate` puts around a left-to-right unit. */
export const ltrIsolateStart = '\u2066';
export const ltrIsolateEnd = '\u2069';

/** Marks a Latin name or number to be laid out as one left-to-right unit inside Arabic (LRI … PDI). */
export function ltrIsolate(text: string): string {
  return `${ltrIsolateStart}${text}${ltrIsolateEnd}`;
}

/**
 * Splits a line into runs of one direction and answers them in visual order, left to right.
 * Neutrals (spaces, punctuation) between two runs of one direction take it; elsewhere they take
 * the line's base direction. Text isolated with `ltrIsolate` is one left-to-right run and counts
 * as a neutral for its neighbours (as the Unicode algorithm treats isolates).
 */
export function visualRuns(text: string, base: 'ltr' | 'rtl'): BidiRun[] {
  const chars: string[] = [];
  const isolated: boolean[] = [];
  let inside = false;
  for (const char of text) {
    if (char === ltrIsolateStart || char === ltrIsolateEnd) {
      inside = char === ltrIsolateStart;
      continue;
    }
    chars.push(char);
    isolated.push(inside);
  }
  const strengths = chars.map((char, index): Strength => (isolated[index] ? 'N' : strength(char)));
  strengths.forEach((current, index) => {
    const separatesDigits = strengths[index - 1] === 'D' && strengths[index + 1] === 'D';
    if (current === 'N' && separatesDigits && numberSeparator.test(chars[index]!)) strengths[index] = 'D';
  });
  // Numbers read left to right, but act as R on the neutrals around them (UBA rule N1).
  const influence = (s: Strength | undefined) => (s === 'D' ? 'R' : s);
  const resolved = strengths.map((current, index) => {
    if (isolated[index]) return 'I';
    if (current !== 'N') return current;
    const before = influence(strengths.slice(0, index).findLast((s) => s !== 'N'));
    const after = influence(strengths.slice(index + 1).find((s) => s !== 'N'));
    if (before && before === after) return before;
    return base === 'rtl' ? 'R' : 'L';
  });
  const runs: (BidiRun & { kind: string })[] = [];
  chars.forEach((char, index) => {
    const kind = resolved[index]!;
    const last = runs.at(-1);
    if (last?.kind === kind) last.text += char;
    else runs.push({ text: char, direction: kind === 'R' ? 'rtl' : 'ltr', kind });
  });
  const ordered = runs.map(({ text: runText, direction }) => ({ text: runText, direction }));
  return base === 'rtl' ? ordered.reverse() : ordered;
}

export function hasArabic(text: string): boolean {
  return arabicLetter.test(text);
}
