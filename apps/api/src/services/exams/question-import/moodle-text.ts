// Moodle's text formats, as a GIFT text names them with a leading marker: `[moodle]` (the
// default: the text as written), `[plain]`, `[html]` and `[markdown]`. The app shows questions as
// plain text with their line breaks, never as HTML: the marker goes, HTML and markdown become the
// text they stand for.

export const textFormats = ['moodle', 'plain', 'html', 'markdown'] as const;
export type TextFormat = (typeof textFormats)[number];

const marker = /^\s*\[(moodle|plain|html|markdown)\]/;

/** A text's own format marker, if it starts with one, and the text without it. */
export function withoutMarker(text: string): { format: TextFormat | null; text: string } {
  const found = marker.exec(text);
  return found
    ? { format: found[1] as TextFormat, text: text.slice(found[0].length) }
    : { format: null, text };
}

/** The text as learners read it: its marker (or the format given) says how it is written. */
export function plainText(raw: string, format: TextFormat = 'moodle'): string {
  const own = withoutMarker(raw);
  const written = own.format ?? format;
  const text =
    written === 'html' ? htmlToText(own.text) : written === 'markdown' ? markdownToText(own.text) : own.text;
  return text.trim();
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return codePoint(parseInt(name.slice(2), 16), whole);
    if (name.startsWith('#')) return codePoint(parseInt(name.slice(1), 10), whole);
    return entities[name.toLowerCase()] ?? whole;
  });
}

const codePoint = (value: number, fallback: string) =>
  Number.isFinite(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : fallback;

/** HTML as text: block ends and `<br>` are line breaks, list items start with "- ", tags go. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[^]*?-->/g, '')
    .replace(/<(script|style)\b[^]*?<\/\1\s*>/gi, '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(p|div|h[1-6]|li|ul|ol|blockquote|tr|table|pre)\s*>/gi, '\n')
    .replace(/<(p|div|h[1-6]|ul|ol|blockquote|tr|table|pre)\b[^>]*>/gi, '\n')
    .replace(/<img\b[^>]*\balt\s*=\s*"([^"]*)"[^>]*>/gi, '$1')
    .replace(/<[^>]*>/g, '');
  return tidyLines(decodeEntities(text));
}

/** Markdown as text: emphasis, code marks, headings' hashes and quotes go; links keep their address. */
export function markdownToText(markdown: string): string {
  const text = markdown
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s{0,3}#{1,6}\s+/, '')
        .replace(/\s+#+\s*$/, '')
        .replace(/^\s{0,3}>\s?/, '')
        .replace(/^(\s*)[*+]\s+/, '$1- '),
    )
    .join('\n')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)\s]+)[^)]*\)/g, '$1 ($2)')
    .replace(/(\*\*|__)(?=\S)([^]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*\n]*?\S)\*(?!\*)/g, '$1$2')
    .replace(/(^|[^\w])_(?=\S)([^_\n]*?\S)_(?!\w)/g, '$1$2')
    .replace(/`([^`\n]+)`/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1');
  return tidyLines(text);
}

/** Spaces within a line as one, no space at either end of a line, at most one empty line in a row. */
function tidyLines(text: string): string {
  return text
    .replace(/[^\S\n]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
