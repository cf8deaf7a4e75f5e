import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { databaseMigrationLevel, type MigrationLevel } from '../../db/migration-level';

/**
 * The database part of a backup (decision 0085): JSON lines, the same from the embedded database
 * and from PostgreSQL and loadable into either. A line starting with `#` describes what follows
 * (the first: the format and migration level; then one per table: its name and columns); every
 * other line is one row as PostgreSQL's `row_to_json` writes it (timestamps in UTC), tables in
 * an order where each comes after the tables it references, rows in primary-key order.
 */
export const dumpFormat = 'academy-database/1';

/** The last line of a complete dump (one cut short, e.g. by a server that stopped, lacks it). */
const endLine = '#{"end":true}';

export type DumpHeader = { format: string; migration: MigrationLevel };
export type TableHeader = { table: string; columns: string[] };
/** Per table: its rows and the SHA-256 of its row lines (each followed by a newline). */
export type TableSums = Record<string, { rows: number; sha256: string }>;

type Queryable = Pick<Database | Transaction, 'execute'>;

export async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The app's tables, each after the tables its foreign keys point to. */
async function tablesInLoadOrder(db: Queryable): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((row) => row.name);
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new Error(`foreign keys form a cycle through ${table}`);
    visiting.add(table);
    for (const reference of references) if (reference.child === table) visit(reference.parent);
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

async function columnsOf(db: Queryable, table: string): Promise<{ columns: string[]; key: string[] }> {
  const columns = await rowsOf<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
  );
  const key = await rowsOf<{ name: string }>(
    db,
    sql`select a.attname as name from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${`public.${quoted(table)}`}::regclass and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum)`,
  );
  return { columns: columns.map((c) => c.name), key: key.map((k) => k.name) };
}

/** Rows fetched per round trip from a cursor (and loaded per statement). */
const batchRows = 1000;

/**
 * Writes the whole database to `line` in one read-only repeatable-read transaction, so every
 * table is seen at the same instant while servers keep writing. `alongside` runs inside that
 * transaction with its snapshot name on PostgreSQL (pg_dump of the same instant).
 */
export async function dumpDatabase(
  db: Database,
  line: (text: string) => unknown,
  alongside?: (snapshot: string) => Promise<void>,
): Promise<void> {
  await db.transaction(
    async (tx) => {
      await tx.execute(sql`set local time zone 'UTC'`);
      let running: Promise<void> | undefined;
      if (alongside) {
        const [row] = await rowsOf<{ snapshot: string }>(tx, sql`select pg_export_snapshot() as snapshot`);
        running = alongside(row!.snapshot);
      }
      const migration = await databaseMigrationLevel(tx);
      if (!migration) throw new Error('the database has no migrations applied: nothing to back up');
      await line(`#${JSON.stringify({ format: dumpFormat, migration } satisfies DumpHeader)}`);
      for (const table of await tablesInLoadOrder(tx)) {
        const { columns, key } = await columnsOf(tx, table);
        await line(`#${JSON.stringify({ table, columns } satisfies TableHeader)}`);
        const order = key.length > 0 ? key.map(quoted).join(', ') : '1';
        await tx.execute(
          sql.raw(
            `declare dump_rows no scroll cursor for select row_to_json(t)::text as row from ${quoted(table)} t order by ${order}`,
          ),
        );
        for (;;) {
          const rows = await rowsOf<{ row: string }>(tx, sql.raw(`fetch ${batchRows} from dump_rows`));
          for (const { row } of rows) await line(row);
          if (rows.length < batchRows) break;
        }
        await tx.execute(sql.raw('close dump_rows'));
      }
      await line(endLine);
      await running;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Reads a dump's lines: its header, and each table's count and checksum. */
export class DumpSummary {
  header: DumpHeader | undefined;
  complete = false;
  readonly tables: TableSums = {};
  private table: { name: string; hash: ReturnType<typeof createHash>; rows: number } | undefined;

  add(text: string): void {
    if (!text.startsWith('#')) {
      if (!this.table) throw new Error('a row before any table in the database dump');
      this.table.hash.update(`${text}\n`);
      this.table.rows += 1;
      return;
    }
    this.closeTable();
    if (text === endLine) {
      this.complete = true;
      return;
    }
    const described = JSON.parse(text.slice(1)) as Partial<DumpHeader & TableHeader>;
    if (described.format !== undefined) {
      if (described.format !== dumpFormat)
        throw new Error(`unknown database dump format ${described.format}`);
      this.header = described as DumpHeader;
    } else if (described.table) {
      this.table = { name: described.table, hash: createHash('sha256'), rows: 0 };
    }
  }

  /** The sums, once every line was added (a dump without its end line is refused). */
  finish(): TableSums {
    this.closeTable();
    if (!this.complete) throw new Error('the database dump is cut short');
    return this.tables;
  }

  private closeTable() {
    if (!this.table) return;
    this.tables[this.table.name] = { rows: this.table.rows, sha256: this.table.hash.digest('hex') };
    this.table = undefined;
  }
}

/** Each table's row count and checksum as the database holds it now. */
export async function databaseSums(db: Database): Promise<TableSums> {
  const summary = new DumpSummary();
  await dumpDatabase(db, (text) => summary.add(text));
  return summary.finish();
}

/** The app's tables that hold at least one row. */
export async function nonEmptyTables(db: Database): Promise<string[]> {
  const filled: string[] = [];
  for (const table of await tablesInLoadOrder(db)) {
    const rows = await rowsOf(db, sql.raw(`select 1 from ${quoted(table)} limit 1`));
    if (rows.length > 0) filled.push(table);
  }
  return filled;
}

/** Empties every app table (restore --force). */
export async function emptyTables(db: Database): Promise<void> {
  const tables = await tablesInLoadOrder(db);
  if (tables.length > 0) await db.execute(sql.raw(`truncate table ${tables.map(quoted).join(', ')} cascade`));
}

/**
 * Loads a dump's lines into a database whose tables are empty, in one transaction: each batch
 * of rows goes through `json_populate_recordset`, so PostgreSQL itself turns the JSON back into
 * the column types, and only the dump's columns are named (a column added since takes its default).
 */
export async function loadDatabase(
  db: Database,
  lines: AsyncIterable<string> | Iterable<string>,
): Promise<void> {
  await db.transaction(async (tx) => {
    let table: TableHeader | undefined;
    let batch: string[] = [];
    const flush = async () => {
      if (!table || batch.length === 0) return;
      const columns = table.columns.map(quoted).join(', ');
      const name = quoted(table.table);
      await tx.execute(
        sql`${sql.raw(`insert into ${name} (${columns}) select ${columns} from json_populate_recordset(null::${name}, `)}${`[${batch.join(',')}]`}::json)`,
      );
      batch = [];
    };
    for await (const text of lines) {
      if (text === '') continue;
      if (text.startsWith('#')) {
        await flush();
        const described = JSON.parse(text.slice(1)) as Partial<TableHeader>;
        if (described.table) table = described as TableHeader;
        continue;
      }
      batch.push(text);
      if (batch.length >= batchRows) await flush();
    }
    await flush();
  });
}

/** A stream's text line by line (each line whole, in order, however the chunks fall). */
export async function* linesOf(stream: Readable): AsyncIterable<string> {
  let rest = '';
  for await (const chunk of stream.setEncoding('utf8') as AsyncIterable<string>) {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop()!;
    yield* lines;
  }
  if (rest !== '') yield rest;
}

/** Lines into a file, each awaited while the file's buffer is full; `close` once all are written. */
export function lineFile(file: string) {
  const sink = createWriteStream(file, { mode: 0o600 });
  return {
    line: async (text: string) => {
      if (!sink.write(`${text}\n`)) await new Promise<void>((resolve) => sink.once('drain', () => resolve()));
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        sink.end((error?: Error | null) => (error ? reject(error) : resolve())),
      ),
  };
}
