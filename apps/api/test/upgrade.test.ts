import type { Certificate } from '@academy/contract/certificates';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database';
import lastRelease from '../src/db/last-release.json';
import { codeMigrationLevel, databaseMigrationLevel, migrationsFolderUpTo } from '../src/db/migration-level';
import { demoLearner } from '../src/demo/demo-accounts';
import { seedDemo } from '../src/demo/seed-demo';
import { dumpDatabase, loadDatabase, rowsOf, type TableHeader } from '../src/services/backup/database-dump';
import type { App } from '../src/app';
import { bearer } from './helpers/account-factory';
import { unlockProfile } from './helpers/profile-unlock';
import { buildTestApp } from './helpers/test-app';

/** What a learner holds: progress, exam attempts and answers, payments, certificates and badges. */
const learnersTables = [
  'enrolments',
  'course_completions',
  'course_last_access',
  'active_days',
  'profile_purchases',
  'exam_attempts',
  'exam_answers',
  'transactions',
  'transaction_status_history',
  'certificates',
  'profile_badges',
];

async function columnsOf(db: Database, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
  );
  return rows.map((row) => row.name);
}

/** Each table's row count and a checksum over `columns` of it (the columns the old level had). */
async function sumsOver(db: Database, columnsByTable: Record<string, string[]>) {
  const sums: Record<string, { rows: number; md5: string }> = {};
  for (const [table, columns] of Object.entries(columnsByTable)) {
    const list = columns.map((column) => `"${column}"`).join(', ');
    const [sum] = await rowsOf<{ rows: number; md5: string }>(
      db,
      sql.raw(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from (select ${list} from "${table}") t`,
      ),
    );
    sums[table] = sum!;
  }
  return sums;
}

async function demoCertificates(app: App): Promise<Certificate[]> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { phoneNumber: demoLearner.phoneNumber, password: demoLearner.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  const { token } = login.json().data as { token: string };
  const me = await app.inject({ url: '/api/v1/user/me', headers: bearer(token) });
  const main = (me.json().data.profiles as { id: string; isMain: boolean }[]).find((p) => p.isMain)!.id;
  await unlockProfile(app, token, main, demoLearner.mainProfilePin);
  return (await app.inject({ url: `/api/v1/profile/${main}/certificates`, headers: bearer(token) })).json()
    .data as Certificate[];
}

// The database as the last release left it (src/db/last-release.json, moved on at each release):
// its migrations only, holding the demo academy. The demo is seeded by today's code at today's
// level and carried over as a backup would be, with only the columns that level had; then the new
// migrations are applied to it, as an upgrade does.
const today = await buildTestApp({ SEED_DEMO: 'true', EXAM_SWEEP_SECONDS: '0' });
await seedDemo(today);
const dump: string[] = [];
await dumpDatabase(today.database.db, (line) => dump.push(line));

const database = await openDatabase({ kind: 'pglite' }, { migrate: false });
const upTo = await migrationsFolderUpTo(lastRelease.migration);
await database.migrate(upTo.folder).finally(upTo.remove);
const oldColumns: Record<string, string[]> = {};
for (const table of learnersTables) oldColumns[table] = await columnsOf(database.db, table);

// Read before loading: the load holds the embedded database's one connection in its transaction.
const columnsAtTheOldLevel = new Map<string, string[]>();
for (const line of dump) {
  if (!line.startsWith('#') || !line.includes('"table"')) continue;
  const { table } = JSON.parse(line.slice(1)) as TableHeader;
  columnsAtTheOldLevel.set(table, await columnsOf(database.db, table));
}

function* atTheOldLevel(): Iterable<string> {
  let keep = true;
  for (const line of dump) {
    if (line.startsWith('#') && line.includes('"table"')) {
      const header = JSON.parse(line.slice(1)) as TableHeader;
      const present = columnsAtTheOldLevel.get(header.table) ?? [];
      keep = present.length > 0;
      if (keep)
        yield `#${JSON.stringify({ ...header, columns: header.columns.filter((c) => present.includes(c)) })}`;
      continue;
    }
    if (keep || line.startsWith('#')) yield line;
  }
}
await loadDatabase(database.db, atTheOldLevel());

describe('an upgrade from the last release', () => {
  it('applies the new migrations and keeps every learner’s progress, attempts, payments and certificates', async () => {
    expect((await databaseMigrationLevel(database.db))?.tag).toBe(lastRelease.migration);
    const before = await sumsOver(database.db, oldColumns);

    await database.migrate();
    expect(await databaseMigrationLevel(database.db)).toEqual(await codeMigrationLevel());
    const after = await sumsOver(database.db, oldColumns);
    for (const table of learnersTables) {
      expect(before[table]!.rows, table).toBeGreaterThan(0);
      expect(after[table], table).toEqual(before[table]);
    }
    const upgraded = await buildTestApp(
      { SEED_DEMO: 'false', EXAM_SWEEP_SECONDS: '0' },
      { database, keepData: true },
    );
    const certificatesBefore = await demoCertificates(today);
    expect(await demoCertificates(upgraded)).toEqual(certificatesBefore);
  }, 120_000);
});
