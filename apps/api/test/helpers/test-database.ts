import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseConnection } from '../../src/db/database';
import { freshDatabaseUrl } from './throwaway-postgres';

declare global {
  var academyTestDatabase: Promise<DatabaseConnection> | undefined;
}

/**
 * One database per test worker, shared by the worker's test files (vitest runs the API project
 * without isolation): in-memory PGlite by default, or a database of its own on the PostgreSQL
 * server named by DATABASE_URL.
 */
export function testDatabase(): Promise<DatabaseConnection> {
  globalThis.academyTestDatabase ??= openTestDatabase();
  return globalThis.academyTestDatabase;
}

async function openTestDatabase(): Promise<DatabaseConnection> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite' });
  const name = `academy_test_${process.env.VITEST_POOL_ID ?? '0'}`;
  return openDatabase({ kind: 'postgres', url: await freshDatabaseUrl(serverUrl, name) });
}

/** Empties every table, so each test file starts from a fresh database. */
export async function resetDatabase(connection: DatabaseConnection): Promise<void> {
  const result = (await connection.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { tablename: string }[] };
  const tables = result.rows.map((row) => `"${row.tablename}"`);
  if (tables.length === 0) return;
  // Apps built earlier in the same file keep their background work (reminders, periodic jobs)
  // until the file ends; on PostgreSQL a query of theirs may deadlock with the truncate, which
  // the server then cancels: try again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await connection.db.execute(sql.raw(`truncate table ${tables.join(', ')} restart identity cascade`));
      return;
    } catch (error) {
      if (attempt >= 5 || !isDeadlock(error)) throw error;
    }
  }
}

function isDeadlock(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: string }).code === '40P01') return true;
  }
  return false;
}
