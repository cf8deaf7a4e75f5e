import { wibWallClock } from './academy-time';
import type { CsvCell } from './csv-writer';

/** A text a spreadsheet would run as a formula if typed (as the CSV writer neutralises). */
const formulaLike = /^[=+\-@\t\r]/;

/**
 * A one-sheet Excel workbook of a table: the heading row bold and frozen. A text is a text cell
 * (never a formula, whatever it starts with), so it needs no CSV's neutralising apostrophe; one a
 * spreadsheet would run if typed is formatted as text (`@`), so editing it keeps it a text. An
 * instant (a `Date`) is a real date cell holding its WIB wall clock (a spreadsheet's dates have
 * no zone), shown as `yyyy-mm-dd hh:mm` (issue 38 item 10).
 */
export async function xlsxDocument(
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): Promise<Buffer> {
  // Loaded at the first workbook written, not at every start (decision 0187).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  const add = (values: readonly CsvCell[]) => {
    const row = sheet.addRow(
      values.map((value) => (value instanceof Date ? wibWallClock(value) : (value ?? null))),
    );
    values.forEach((value, index) => {
      if (typeof value === 'string' && formulaLike.test(value)) row.getCell(index + 1).numFmt = '@';
      if (value instanceof Date) row.getCell(index + 1).numFmt = 'yyyy-mm-dd hh:mm';
    });
    return row;
  };
  add(header).font = { bold: true };
  for (const row of rows) add(row);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
