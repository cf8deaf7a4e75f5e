import * as drizzle from 'drizzle-orm';
import type { Query } from 'drizzle-orm';
import type { SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/** How Drizzle orders a select's fields for its rows (exported, though not in its typed API). */
const { orderSelectedFields } = drizzle as unknown as {
  orderSelectedFields(fields: Record<string, unknown>): SelectedFieldsOrdered;
};

/** A Drizzle select or insert: its text with placeholders, and what it selects or returns. */
interface Builder<Row> {
  toSQL(): Query;
  execute(): Promise<Row[]>;
}

/** Where Drizzle's builders keep their fields (not part of its typed API). */
interface BuilderConfig {
  fields?: Record<string, unknown>;
  returning?: SelectedFieldsOrdered;
}

/**
 * A Drizzle select or insert built once, its values as `sql.placeholder(name)`, and run as the
 * named prepared statement `name` on the database or transaction each call gives (decision 0183).
 * Drizzle builds a query's text anew on every run, and a query built on a transaction runs only
 * there: at an exam's opening that building was about a fifth of a start's server time (issue 40).
 * The rows are Drizzle's own (columns mapped to fields), as the builder's `execute` answers them.
 */
export function builtOnce<Row>(name: string, build: (db: Database) => Builder<Row>) {
  let made: { query: Query; fields: SelectedFieldsOrdered | undefined } | undefined;
  return (executor: Database, values: Record<string, unknown>): Promise<Row[]> => {
    if (!made) {
      const builder = build(executor);
      const { config } = builder as unknown as { config: BuilderConfig };
      made = {
        query: builder.toSQL(),
        fields: config.returning ?? (config.fields ? orderSelectedFields(config.fields) : undefined),
      };
    }
    return executor._.session.prepareQuery(made.query, made.fields, name, true).execute(values) as Promise<
      Row[]
    >;
  };
}
