import type { Certificate } from '@academy/contract/certificates';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import lastRelease from '../src/db/last-release.json';
import { codeMigrationLevel, databaseMigrationLevel, migrationsFolderUpTo } from '../src/db/migration-level';
import { demoLearner } from '../src/db/seed/demo-accounts';
import { seedDemo } from '../src/db/seed/seed-demo';
import { databaseSums } from '../src/services/backup/database-dump';
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

// The database as the last release left it (src/db/last-release.json, moved on at each release):
// its migrations only, the demo academy seeded by a server of that level.
const database = await openDatabase({ kind: 'pglite' }, { migrate: false });
const upTo = await migrationsFolderUpTo(lastRelease.migration);
await database.migrate(upTo.folder).finally(upTo.remove);
const app = await buildTestApp({ SEED_DEMO: 'true', EXAM_SWEEP_SECONDS: '0' }, { database });
await seedDemo(app);

describe('an upgrade from the last release', () => {
  it('applies the new migrations and keeps every learner’s progress, attempts, payments and certificates', async () => {
    expect((await databaseMigrationLevel(database.db))?.tag).toBe(lastRelease.migration);
    const before = await databaseSums(database.db);
    const read = async (token: string, url: string) =>
      (await app.inject({ url, headers: bearer(token) })).json().data as Certificate[];
    const signIn = async () => {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { phoneNumber: demoLearner.phoneNumber, password: demoLearner.password },
      });
      const { token } = login.json().data as { token: string };
      const me = await app.inject({ url: '/api/v1/user/me', headers: bearer(token) });
      const main = (me.json().data.profiles as { id: string; isMain: boolean }[]).find((p) => p.isMain)!.id;
      await unlockProfile(app, token, main, demoLearner.mainProfilePin);
      return read(token, `/api/v1/profile/${main}/certificates`);
    };
    const certificatesBefore = await signIn();

    await database.migrate();
    expect(await databaseMigrationLevel(database.db)).toEqual(await codeMigrationLevel());
    const after = await databaseSums(database.db);
    for (const table of learnersTables) {
      expect(before[table]!.rows, table).toBeGreaterThan(0);
      expect(after[table], table).toEqual(before[table]);
    }
    expect(await signIn()).toEqual(certificatesBefore);
  }, 120_000);
});
