import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database';

const dialect = new PgDialect();

/**
 * A hand-written statement (values as `sql.placeholder(name)`) prepared once by name: a named
 * prepared statement on a PostgreSQL server, so a hot write is parsed and planned once per
 * connection, not per call (decision 0044). Answers the rows.
 */
export function preparedSql<Row>(db: Database, name: string, query: SQL) {
  const statement = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return async (values: Record<string, unknown>): Promise<Row[]> =>
    ((await statement.execute(values)) as { rows: Row[] }).rows;
}
