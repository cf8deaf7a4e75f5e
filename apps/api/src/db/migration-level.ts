import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../paths';
import type { Database } from './database';

/** One migration of the drizzle-kit journal (`migrations/meta/_journal.json`). */
export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** Where a database stands: the last applied migration of the journal (index and tag). */
export interface MigrationLevel {
  index: number;
  tag: string;
}

interface Journal {
  entries: JournalEntry[];
}

export async function readJournal(folder: string = migrationsFolder): Promise<JournalEntry[]> {
  const journal = JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries;
}

/** The level the code brings a database to: its newest migration. */
export async function codeMigrationLevel(): Promise<MigrationLevel> {
  const entries = await readJournal();
  const last = entries.at(-1);
  if (!last) throw new Error('the migrations journal is empty');
  return { index: last.idx, tag: last.tag };
}

/**
 * The level a database is at, read from Drizzle's own record of applied migrations (each row's
 * `created_at` is its journal entry's `when`); undefined for a database no migration touched.
 */
export async function databaseMigrationLevel(
  db: Pick<Database, 'execute'>,
): Promise<MigrationLevel | undefined> {
  const present = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (!present.rows[0]?.present) return undefined;
  const applied = (await db.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )) as unknown as { rows: { created_at: string | number }[] };
  const newest = applied.rows[0];
  if (!newest) return undefined;
  const entry = (await readJournal()).find((e) => e.when === Number(newest.created_at));
  if (!entry)
    throw new Error(`the database holds a migration this code does not know (${newest.created_at})`);
  return { index: entry.idx, tag: entry.tag };
}

/**
 * A migrations folder holding the journal only up to `tag` (and its SQL files), for Drizzle's
 * migrator to bring a database to that level and no further; `remove` deletes it.
 */
export async function migrationsFolderUpTo(
  tag: string,
): Promise<{ folder: string; remove: () => Promise<void> }> {
  const entries = await readJournal();
  const end = entries.findIndex((entry) => entry.tag === tag);
  if (end < 0) throw new Error(`no migration ${tag} in the journal`);
  const folder = await mkdtemp(path.join(tmpdir(), 'academy-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  const kept = entries.slice(0, end + 1);
  await writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries: kept }),
  );
  for (const entry of kept) {
    await copyFile(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}
