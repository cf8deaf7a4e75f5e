import ExcelJS from 'exceljs';
import { neutralised, type CsvCell } from './csv-writer';

/**
 * A one-sheet Excel workbook of a table: the heading row bold and frozen, texts neutralised as in
 * the CSV (a cell a spreadsheet would run as a formula gets a leading apostrophe).
 */
export async function xlsxDocument(
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  const cell = (value: CsvCell) => (typeof value === 'string' ? neutralised(value) : (value ?? null));
  sheet.addRow(header.map(cell)).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map(cell));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
