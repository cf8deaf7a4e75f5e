import { sql, type SQL } from 'drizzle-orm';

/**
 * Class search that forgives the ways Indonesians spell Arabic words in Latin letters: "fikih",
 * "fiqih" and "fiqh", "hadits", "hadis" and "hadith", "sholat" and "shalat", "tajwid" and
 * "tajweed". Text and query are both reduced to a consonant skeleton by the same ordered rules,
 * here in TypeScript (for the query) and in SQL (for the stored text), and compared as substrings.
 */
const spellingRules: readonly [pattern: string, replacement: string][] = [
  ["['’‘`ʼ-]", ''],
  ['q', 'k'],
  ['(ts|th|sh|sy)', 's'],
  ['(dz|dh)', 'z'],
  ['[aeiouy]', ''],
  ['([a-z])\\1+', '\\1'],
  ['\\s+', ' '],
];

/** Queries shorter than this skeleton match by their plain text only (too many false hits). */
export const minSkeletonLength = 3;

/** The spelling skeleton of a text (lower case, see the rules above). */
export function spellingSkeleton(text: string): string {
  return spellingRules
    .reduce(
      (value, [pattern, replacement]) =>
        value.replace(new RegExp(pattern, 'g'), replacement.replace('\\1', '$1')),
      text.toLowerCase(),
    )
    .trim();
}

/** The same skeleton computed by PostgreSQL from a text expression. */
export function spellingSkeletonSql(text: SQL): SQL {
  return spellingRules.reduce<SQL>(
    (value, [pattern, replacement]) => sql`regexp_replace(${value}, ${pattern}, ${replacement}, 'g')`,
    sql`lower(${text})`,
  );
}
