import { wibDateTimeText } from './academy-time';

/**
 * A CSV file as spreadsheets read it (RFC 4180, decision 0062): fields joined by commas, rows
 * ended by CRLF, a field quoted when it holds a comma, quote or line break (its quotes doubled),
 * and a UTF-8 byte order mark first so Excel reads Arabic and Indonesian names as UTF-8. An
 * instant (a `Date`) is written in WIB as `YYYY-MM-DD HH:MM` (issue 38 item 10).
 */
export type CsvCell = string | number | boolean | Date | null | undefined;

const byteOrderMark = '\uFEFF';

/**
 * A text a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage
 * return before one) gets a leading apostrophe, so an exported name like `=HYPERLINK(…)` stays
 * text (OWASP "CSV injection"). Numbers are written as they are: a negative amount is data.
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return wibDateTimeText(value);
  if (typeof value !== 'string') return String(value);
  const safe = neutralised(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The text with the leading apostrophe above when a spreadsheet would run it (CSV and XLSX alike). */
export const neutralised = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `${byteOrderMark}${lines.join('\r\n')}\r\n`;
}
