import { mkdir } from 'node:fs/promises';
import {
  PGlite,
  types,
  type QueryOptions,
  type Transaction as PgliteTransaction,
} from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { PgliteStatements } from './pglite-statements';
import { defaultTemplateFolder, isNewDatabase, openFromArchive, openFromTemplate } from './pglite-template';
import * as schema from './schema/index';
import type { DatabaseTarget } from '../config/database-target';

export type Schema = typeof schema;
/** The Drizzle handle, the same type on PGlite and on a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A handle inside a transaction (same query API). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseConnection {
  db: Database;
  kind: DatabaseKind;
  /**
   * Runs `work` while holding the lock named `name` across every server on this database (a
   * PostgreSQL session advisory lock on a connection of its own; nothing to share on PGlite).
   * Another server asking for the same lock waits until `work` is done.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Applies the migrations of `folder` not yet applied (the committed ones by default). */
  migrate(folder?: string): Promise<void>;
  /** The connection pool on a PostgreSQL server (its use is a metric). */
  pool?: pg.Pool;
}

export type { DatabaseTarget };

/** The lock a server holds while it migrates and seeds; servers starting with it wait (server.ts). */
export const startLockName = 'academy:migrate-and-seed';

/**
 * Opens the database and brings its schema up to date with the committed migrations (under the
 * start lock, so a script run beside running servers never migrates at the same time as one),
 * unless `migrate` is false (a backup reads a database as its servers left it).
 */
export async function openDatabase(
  target: DatabaseTarget,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<DatabaseConnection> {
  const connection = await connectDatabase(
    // Opened as it is: a new one stays empty, not the migrated template.
    target.kind === 'pglite' && !migrate ? { ...target, migrated: false } : target,
  );
  if (migrate) await connection.exclusively(startLockName, () => connection.migrate());
  return connection;
}

/**
 * Opens the database without touching its schema: the server listens (answering 503 on
 * `/api/ready`) before it migrates, under a lock other servers wait on (server.ts).
 */
export async function connectDatabase(
  target: DatabaseTarget,
  options: {
    /**
     * A pooled connection with no query under way was lost (PostgreSQL restarted): the pool drops
     * it and the next query opens another. Without a listener the process would crash.
     */
    onIdleClientError?: (error: Error) => void;
  } = {},
): Promise<DatabaseConnection> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      application_name: 'academy',
    });
    pool.on('error', options.onIdleClientError ?? (() => undefined));
    const db = drizzlePostgres(pool, { schema, casing: 'snake_case' });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      pool,
      migrate: (folder = migrationsFolder) => migratePostgres(db, { migrationsFolder: folder }),
      exclusively: async (name, work) => {
        const client = await pool.connect();
        const key = 'select hashtextextended($1, 0) as key';
        try {
          await client.query(`select pg_advisory_lock((${key}))`, [name]);
          try {
            return await work();
          } finally {
            await client.query(`select pg_advisory_unlock((${key}))`, [name]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const { dataDir, templateFolder = defaultTemplateFolder, migrated = true } = target;
  if (dataDir) await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const migrate = (client: PGlite) => migratePglite(drizzlePglite(client), { migrationsFolder });
  // A new database starts from the template: an archive loaded in memory, or a folder copied.
  let client: PGlite | undefined;
  if (templateFolder && !dataDir) {
    client = await openFromArchive(templateFolder, migrated ? migrate : undefined);
  } else if (templateFolder && dataDir && migrated && isNewDatabase(dataDir)) {
    client = await openFromTemplate(templateFolder, dataDir, migrate);
  }
  client ??= await PGlite.create(dataDir);
  const db = drizzlePglite(pgliteForDrizzle(client, new PgliteStatements(client)), {
    schema,
    casing: 'snake_case',
  });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: (folder = migrationsFolder) => migratePglite(db, { migrationsFolder: folder }),
    // One process holds the embedded database: there is no other server to wait for.
    exclusively: (_name, work) => work(),
    close: () => client.close(),
  };
}

/**
 * The types Drizzle asks PGlite to leave as text (its own column mappers read them): timestamps,
 * dates and intervals, and arrays of them and of numerics. Drizzle passes this table with every
 * query, and PGlite then copies its whole parser table for that query; on the kitab read that
 * copy was a tenth of the server's CPU. Installed once on the client instead, the rows are the
 * same and nothing is copied.
 */
const textKeptTypes = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

type Queryable = Pick<PgliteTransaction, 'query'> & Partial<Pick<PGlite, 'transaction'>>;

/**
 * `client` with Drizzle's text-kept types installed once and per-query parser tables dropped;
 * its statements outside transactions run as named prepared statements (`statements`).
 */
function pgliteForDrizzle<T extends Queryable>(
  client: T & { parsers?: PGlite['parsers'] },
  statements?: PgliteStatements,
): T {
  if (client.parsers) for (const type of textKeptTypes) client.parsers[type] = (value: string) => value;
  const withoutParsers = (options?: QueryOptions) =>
    options?.parsers && Object.keys(options.parsers).every((type) => textKeptTypes.includes(Number(type)))
      ? { ...options, parsers: undefined }
      : options;
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query')
        return (query: string, params?: unknown[], options?: QueryOptions) =>
          statements
            ? statements.query(query, params, withoutParsers(options))
            : target.query(query, params, withoutParsers(options));
      if (key === 'transaction' && target.transaction)
        return <R>(run: (tx: PgliteTransaction) => Promise<R>) =>
          target.transaction!((tx) => run(pgliteForDrizzle(tx)));
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
