import type { Localized } from '@academy/contract/language';
import type { StaffListQuery, StaffListRow } from '@academy/contract/staff';
import type { Visibility } from '@academy/contract/visibility';
import { asc, count, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { fieldError } from './app-error';

/** `%text%` for ILIKE, with the pattern characters of the search escaped. */
export function searchPattern(search: string | undefined): string | undefined {
  return search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}

/** A search over some text columns and the `en`/`id` parts of localized ones. */
export function searchCondition(
  search: string | undefined,
  columns: { text?: AnyPgColumn[]; localized?: AnyPgColumn[] },
): SQL | undefined {
  const pattern = searchPattern(search);
  if (!pattern) return undefined;
  return or(
    ...(columns.text ?? []).map((column) => ilike(column, pattern)),
    ...(columns.localized ?? []).flatMap((column) => [
      ilike(sql`${column}->>'en'`, pattern),
      ilike(sql`${column}->>'id'`, pattern),
    ]),
  );
}

export function orderOf(
  query: StaffListQuery,
  columns: Record<StaffListQuery['sortBy'], AnyPgColumn | SQL>,
  tieBreak: AnyPgColumn,
) {
  const direction = query.sortType === 'asc' ? asc : desc;
  return [direction(columns[query.sortBy]), asc(tieBreak)];
}

export const pageWindow = (query: StaffListQuery) => ({
  limit: query.size,
  offset: (query.page - 1) * query.size,
});

/**
 * One page of a resource's own table: the rows matching `where`, in the order the query asks
 * (`columns` by sort key, then `tieBreak`), each turned into a list row, and the total.
 */
export async function listTable<T extends PgTable>(
  db: Database,
  table: T,
  query: StaffListQuery,
  where: SQL | undefined,
  order: { columns: Record<StaffListQuery['sortBy'], AnyPgColumn | SQL>; tieBreak: AnyPgColumn },
  toRow: (row: T['$inferSelect']) => StaffListRow,
): Promise<{ items: StaffListRow[]; total: number }> {
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderOf(query, order.columns, order.tieBreak))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset)) as T['$inferSelect'][];
  return { items: rows.map(toRow), total: await countWhere(db, table, where) };
}

export async function countWhere(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

/** A localized title as one line: the Indonesian text, then the English one when it differs. */
export const bothLanguages = (text: Localized) => (text.id === text.en ? text.id : `${text.id} · ${text.en}`);

/** ISO text of an optional instant. */
export const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);
export const dateOrNull = (value: string | null) => (value ? new Date(value) : null);

/** A content document's visibility as staff read it… */
export const visibilityOf = (row: { visibility: Visibility; publishAt: Date | null }) => ({
  visibility: row.visibility,
  publishAt: isoOrNull(row.publishAt),
});
/** …and as it is stored (the contract's defaults fill what the input left out). */
export const visibilityColumnsOf = (input: { visibility?: Visibility; publishAt?: string | null }) => ({
  visibility: input.visibility ?? 'published',
  publishAt: dateOrNull(input.publishAt ?? null),
});

/** The referenced row must exist (a uuid of nothing is a field error, not a database fault). */
export function mustExist(found: unknown, field: string) {
  if (!found) throw fieldError(field, 'invalidValue');
}
