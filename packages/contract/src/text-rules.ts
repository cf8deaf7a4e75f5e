import { z } from 'zod';

/**
 * Bidi embedding, override and isolate controls: LRE, RLE, PDF, LRO, RLO (U+202A–U+202E) and LRI,
 * RLI, FSI, PDI (U+2066–U+2069). Typed into a title they reorder the page or certificate that
 * shows it (decision 0078); the marks LRM and RLM only nudge neutral characters and stay.
 */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;

/** The text without bidi controls. */
export function stripBidiControls(text: string): string {
  return text.replace(bidiControls, '');
}

/**
 * Combining marks one letter may carry: an Arabic letter with shadda, a vowel and a small high
 * mark has three, as has a Vietnamese letter with two accents and a tone; more is stacked
 * marks ("Zalgo" text) that runs out of any line or certificate.
 */
export const maxMarksPerLetter = 3;

const stackedMarks = new RegExp(`\\p{M}{${maxMarksPerLetter + 1},}`, 'u');

/** Whether no letter of the text carries more than `maxMarksPerLetter` combining marks. */
export function hasFewMarksPerLetter(text: string): boolean {
  return !stackedMarks.test(text);
}

/**
 * Text staff type (titles, names, descriptions, reasons, feedback): bidi controls are taken out
 * before it is checked, on both sides, so what is stored never reorders what is around it.
 */
export const staffTextSchema = () => z.string({ error: 'required' }).overwrite(stripBidiControls);
