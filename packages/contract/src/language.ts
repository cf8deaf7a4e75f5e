// Free of zod on purpose: the app's first load uses these (schemas are in language-schema.ts).

/** Interface and server-message languages (spec §1, decisions §1). */
export const languages = ['en', 'id'] as const;
export type Language = (typeof languages)[number];

/** The academy's home language: used when nothing else decides. */
export const defaultLanguage: Language = 'id';

/** A text kept in both interface languages. */
export type Localized = Record<Language, string>;

/** Primary subtag of a language tag (`en-GB` → `en`), if it is one we speak. */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return languages.find((language) => language === primary);
}

/** Reads an `Accept-Language` header: the first listed language we speak, else the default. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return defaultLanguage;
}
