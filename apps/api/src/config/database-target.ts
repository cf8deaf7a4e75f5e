/** Where the database is: embedded (PGlite, in a folder or in memory) or a PostgreSQL server. */
export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir?: string;
      /**
       * Where the template a new database copies (in `dataDir`) or loads (in memory) is kept
       * (pglite-template.ts), by default in node_modules/.cache; false: initdb.
       */
      templateFolder?: string | false;
      /**
       * Whether a new database starts migrated (true, the default) or as initdb leaves it (a
       * database opened without migrating: a restore, the migration tests).
       */
      migrated?: boolean;
    }
  | {
      kind: 'postgres';
      url: string;
      /** Connections a server keeps to it at most (DATABASE_POOL_SIZE, decision 0177); 10 unless given. */
      poolSize?: number;
    };
