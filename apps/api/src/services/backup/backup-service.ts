import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseConnection, type DatabaseTarget } from '../../db/database';
import {
  codeMigrationLevel,
  databaseMigrationLevel,
  migrationsFolderUpTo,
  readJournal,
} from '../../db/migration-level';
import { apiRoot } from '../../paths';
import type { MediaStorage } from '../media/index';
import { unpackBackup, writeBackup, type Manifest } from './backup-archive';
import { databaseSums, dumpDatabase, emptyTables, loadDatabase, nonEmptyTables } from './database-dump';
import { dumpFromRunningServer, embeddedServerRuns } from './embedded-backup-socket';

const run = promisify(execFile);

/** A backup or restore that must not go ahead; its message says why and what to do. */
export class BackupRefused extends Error {}

async function appVersion(): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(apiRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/**
 * pg_dump of the server's major version (Debian installs each major's client tools under
 * /usr/lib/postgresql/N/bin; the one on PATH is the newest installed).
 */
async function matchingPgDump(connection: DatabaseConnection): Promise<string> {
  const [row] = (
    (await connection.db.execute(sql`show server_version_num`)) as unknown as {
      rows: { server_version_num: string }[];
    }
  ).rows;
  const major = Math.floor(Number(row!.server_version_num) / 10_000);
  for (const candidate of [`/usr/lib/postgresql/${major}/bin/pg_dump`, 'pg_dump']) {
    const version = await run(candidate, ['--version']).then(
      ({ stdout }) => /(\d+)(\.\d+)*/.exec(stdout)?.[1],
      () => undefined,
    );
    if (Number(version) === major) return candidate;
  }
  throw new BackupRefused(
    `pg_dump ${major} (the server's version) is not installed: apt-get install postgresql-client-${major}`,
  );
}

/**
 * `npm run backup`: the database as one instant of a running academy, and every media file
 * (decision 0085). An embedded database in use by a server is dumped by that server.
 */
export async function backup(file: string, target: DatabaseTarget, media: MediaStorage): Promise<Manifest> {
  const version = await appVersion();
  if (target.kind === 'pglite' && target.dataDir && (await embeddedServerRuns(target.dataDir))) {
    const { dataDir } = target;
    return writeBackup(file, {
      kind: 'pglite',
      appVersion: version,
      media,
      dump: async (line) => {
        if (!(await dumpFromRunningServer(dataDir, line)))
          throw new Error(`the server on ${dataDir} stopped`);
        return false;
      },
    });
  }
  const connection = await openDatabase(target, { migrate: false });
  try {
    const pgDump =
      connection.kind === 'postgres' && target.kind === 'postgres' ? await matchingPgDump(connection) : '';
    return await writeBackup(file, {
      kind: connection.kind,
      appVersion: version,
      media,
      dump: async (line, pgDumpFile) => {
        await dumpDatabase(
          connection.db,
          line,
          pgDump && target.kind === 'postgres'
            ? async (snapshot) => {
                await run(pgDump, [
                  '--format=custom',
                  `--snapshot=${snapshot}`,
                  `--file=${pgDumpFile}`,
                  target.url,
                ]);
              }
            : undefined,
        );
        return pgDump !== '';
      },
    });
  } finally {
    await connection.close();
  }
}

export interface RestoreResult {
  manifest: Manifest;
  rows: number;
  mediaFiles: number;
}

/** `npm run restore`: `restoreInto` the database the target names, no server running on it. */
export async function restore(
  file: string,
  target: DatabaseTarget,
  media: MediaStorage,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  if (target.kind === 'pglite' && target.dataDir && (await embeddedServerRuns(target.dataDir))) {
    throw new BackupRefused(`a server is running on ${target.dataDir}: stop it before restoring`);
  }
  const connection = await openDatabase(target, { migrate: false });
  try {
    if (connection.kind === 'postgres') await refuseWhileOthersConnected(connection);
    return await restoreInto(file, connection, media, options);
  } finally {
    await connection.close();
  }
}

/**
 * A restore on PostgreSQL while servers are connected to its database would load rows under
 * them (and `--force` empty the tables they serve): refused, as on the embedded database, naming
 * who is connected (issue 37, item 10). Any other client of the database counts.
 */
async function refuseWhileOthersConnected(connection: DatabaseConnection) {
  const { rows } = (await connection.db.execute(
    sql`select coalesce(nullif(application_name, ''), 'a client') as name, coalesce(host(client_addr), 'local') as address
        from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  )) as unknown as { rows: { name: string; address: string }[] };
  if (rows.length === 0) return;
  const who = [...new Set(rows.map((row) => `${row.name} from ${row.address}`))].join(', ');
  throw new BackupRefused(
    `${rows.length} other connection${rows.length === 1 ? ' is' : 's are'} open to this database (${who}): stop the servers before restoring`,
  );
}

/**
 * The archive into an empty database and media store (`force` empties them first). The
 * database is brought to the archive's migration level, loaded, checked against the manifest's
 * counts and checksums, then migrated to the code's level.
 */
export async function restoreInto(
  file: string,
  connection: DatabaseConnection,
  media: MediaStorage,
  { force = false }: { force?: boolean } = {},
): Promise<RestoreResult> {
  const unpacked = await unpackBackup(file);
  try {
    const { manifest } = unpacked;
    const archived = manifest.database.migration;
    const code = await codeMigrationLevel();
    if (archived.index > code.index) {
      throw new BackupRefused(
        `the backup is at migration ${archived.tag}, newer than this code's ${code.tag}: restore it with the release that made it`,
      );
    }
    if ((await readJournal())[archived.index]?.tag !== archived.tag) {
      throw new BackupRefused(`the backup's migration ${archived.tag} is not one of this code's migrations`);
    }
    const filled = await nonEmptyTables(connection.db);
    const holdsMedia = !(await media.list()[Symbol.asyncIterator]().next()).done;
    if ((filled.length > 0 || holdsMedia) && !force) {
      const what = [
        filled.length > 0 ? `tables with rows: ${filled.join(', ')}` : '',
        holdsMedia ? 'media files' : '',
      ];
      throw new BackupRefused(
        `the target is not empty (${what.filter(Boolean).join('; ')}): restore --force replaces it`,
      );
    }
    if (force) {
      await emptyTables(connection.db);
      for await (const key of media.list()) await media.delete(key);
    }
    const before = await databaseMigrationLevel(connection.db);
    if (!before || before.index < archived.index) {
      const upTo = await migrationsFolderUpTo(archived.tag);
      await connection.migrate(upTo.folder).finally(upTo.remove);
    }
    await loadDatabase(connection.db, unpacked.databaseLines());
    await checkTables(connection, manifest, before && before.index > archived.index);
    await connection.migrate();
    for (const key of Object.keys(manifest.media)) await media.put(key, unpacked.mediaFile(key));
    const rows = Object.values(manifest.database.tables).reduce((sum, table) => sum + table.rows, 0);
    return { manifest, rows, mediaFiles: Object.keys(manifest.media).length };
  } finally {
    await unpacked.remove();
  }
}

/**
 * The loaded tables against the manifest: counts and checksums, or only counts when the target's
 * schema was already newer than the archive's (its added columns change each row's text).
 */
async function checkTables(
  connection: DatabaseConnection,
  manifest: Manifest,
  newerSchema: boolean | undefined,
) {
  const sums = await databaseSums(connection.db);
  const differing = Object.entries(manifest.database.tables).filter(([table, expected]) => {
    const found = sums[table];
    return !found || found.rows !== expected.rows || (!newerSchema && found.sha256 !== expected.sha256);
  });
  if (differing.length > 0) {
    throw new Error(
      `restored tables differ from the backup: ${differing.map(([table]) => table).join(', ')}`,
    );
  }
}
