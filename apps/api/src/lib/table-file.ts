import type { FastifyReply } from 'fastify';
import { csvDocument, type CsvCell } from '../services/staff/reports/csv-writer';
import { xlsxDocument } from '../services/staff/reports/xlsx-writer';

export type TableFormat = 'csv' | 'xlsx';
export interface Table {
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
}

export const tableFileTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const satisfies Record<TableFormat, string>;

/** Sends a table as a download: CSV (UTF-8 with a byte order mark) or a one-sheet workbook, never cached. */
export async function sendTable(
  reply: FastifyReply,
  format: TableFormat,
  file: { name: string; sheet: string },
  table: Table,
) {
  const body =
    format === 'csv'
      ? csvDocument(table.header, table.rows)
      : await xlsxDocument(file.sheet, table.header, table.rows);
  return reply
    .header('Content-Disposition', `attachment; filename="${file.name}.${format}"`)
    .header('Cache-Control', 'private, no-store')
    .type(tableFileTypes[format])
    .send(body);
}
