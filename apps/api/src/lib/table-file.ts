import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { failures } from './route-schemas';
import { csvDocument, type CsvCell } from './csv-writer';
import { xlsxDocument } from './xlsx-writer';

export type TableFormat = 'csv' | 'xlsx';
export interface Table {
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
}

export const tableFileTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const satisfies Record<TableFormat, string>;

/** A download route's schema part: what it produces, the file (`what` as CSV / XLSX) or the failures. */
export function tableFileAnswer<const S extends readonly number[]>(
  format: TableFormat,
  what: string,
  ...statuses: S
) {
  return {
    produces: [tableFileTypes[format]],
    response: {
      200: z.any().meta({ description: `${what} as ${format.toUpperCase()}` }),
      ...failures(...statuses),
    },
  };
}

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
