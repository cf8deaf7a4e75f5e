import type { QuestionImportFormat } from '@academy/contract/staff-question-bank';
import { AppError } from '../../../lib/app-error';
import { parseAiken } from './aiken';
import { parseGift } from './gift';
import { type ParsedImport, withinLimits } from './imported-question';
import { parseCsv, questionsOfTable, xlsxRows } from './question-table';
import { checkedWorkbook } from './workbook-limits';

/**
 * Reads an uploaded file in the format named; 400 when its content is not of that kind, 413 for a
 * workbook past `workbookLimits` once unpacked. A file holding more questions than one import
 * takes is refused as a whole once read that far.
 */
export async function readImport(format: QuestionImportFormat, file: Buffer): Promise<ParsedImport> {
  if (format === 'xlsx') {
    const checked = isZip(file) ? await checkedWorkbook(file) : { refused: 'notWorkbook' as const };
    if ('refused' in checked && checked.refused === 'tooLarge')
      throw new AppError(413, 'importWorkbookTooLarge');
    const rows = 'workbook' in checked ? await xlsxRows(checked.workbook) : null;
    if (!rows) throw new AppError(400, 'importNotWorkbook');
    return withinLimits(() => questionsOfTable(rows));
  }
  const text = textOf(file);
  if (format === 'gift') return withinLimits(() => parseGift(text));
  if (format === 'aiken') return withinLimits(() => parseAiken(text));
  return withinLimits(() => parseCsv(text));
}

const isZip = (file: Buffer) => file.length > 4 && file.readUInt32LE(0) === 0x04034b50;

/** UTF-8 text without its byte order mark; a binary file (bad UTF-8 or NUL bytes) is refused. */
export function textOf(file: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw new AppError(400, 'importNotText');
  }
  if (text.includes('\0')) throw new AppError(400, 'importNotText');
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}
