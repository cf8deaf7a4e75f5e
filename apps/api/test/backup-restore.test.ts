import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Certificate } from '@academy/contract/certificates';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { openDatabase, type DatabaseConnection, type DatabaseTarget } from '../src/db/database';
import { codeMigrationLevel } from '../src/db/migration-level';
import { examAttempts, examQuestions } from '../src/db/schema/index';
import { demoLearner } from '../src/demo/demo-accounts';
import { seedDemo } from '../src/demo/seed-demo';
import { unpackBackup, writeBackup, type Manifest } from '../src/services/backup/backup-archive';
import { backup, BackupRefused, restore, restoreInto } from '../src/services/backup/backup-service';
import { databaseSums } from '../src/services/backup/database-dump';
import { listenForBackups } from '../src/services/backup/embedded-backup-socket';
import { LocalMediaStorage } from '../src/services/media/local-media-storage';
import type { MediaStorage } from '../src/services/media/media-storage';
import { bearer } from './helpers/account-factory';
import { unlockProfile } from './helpers/profile-unlock';
import { buildTestApp } from './helpers/test-app';
import { freshDatabaseUrl, postgresServer } from './helpers/throwaway-postgres';

const work = await mkdtemp(path.join(tmpdir(), 'academy-backup-test-'));
const opened: DatabaseConnection[] = [];
const postgres = await postgresServer();
// The pools close before their server stops (a server that stops first fails their idle clients).
afterAll(async () => {
  for (const connection of opened) await connection.close();
  await postgres?.stop();
  await rm(work, { recursive: true, force: true });
});

async function open(target: DatabaseTarget) {
  const connection = await openDatabase(target);
  opened.push(connection);
  return connection;
}

/** The demo academy on `target` with two uploaded media files, served by an app. */
async function demoAcademy(target: DatabaseTarget, name: string) {
  const database = await open(target);
  const mediaDir = path.join(work, `${name}-media`);
  const app = await buildTestApp(
    { SEED_DEMO: 'true', EXAM_SWEEP_SECONDS: '0', MEDIA_DIR: mediaDir },
    { database },
  );
  await seedDemo(app);
  const media = new LocalMediaStorage(mediaDir);
  await media.put('2026/11/slide.png', Readable.from([randomBytes(200_000)]));
  await media.put('2026/11/narration.webm', Readable.from([randomBytes(50_000)]));
  return { app, database, media };
}

async function mediaHashes(media: MediaStorage): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for await (const key of media.list()) {
    const hash = createHash('sha256');
    for await (const chunk of await media.read(key)) hash.update(chunk as Buffer);
    hashes[key] = hash.digest('hex');
  }
  return hashes;
}

/** The demo learner signed in, the main profile unlocked; answers its certificates. */
async function demoCertificates(app: App) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { phoneNumber: demoLearner.phoneNumber, password: demoLearner.password },
  });
  expect(login.statusCode).toBe(200);
  const { token } = login.json().data as { token: string };
  const me = await app.inject({ url: '/api/v1/user/me', headers: bearer(token) });
  const main = (me.json().data.profiles as { id: string; isMain: boolean }[]).find((p) => p.isMain)!.id;
  await unlockProfile(app, token, main, demoLearner.mainProfilePin);
  const response = await app.inject({ url: `/api/v1/profile/${main}/certificates`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return { token, main, certificates: response.json().data as Certificate[] };
}

/**
 * Reads and answer saves on the demo learner's running attempt until `stop` is called;
 * answers how many of each succeeded.
 */
async function learnerLoad(app: App, database: DatabaseConnection) {
  const { token, main } = await demoCertificates(app);
  const [attempt] = await database.db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.profileId, main), eq(examAttempts.status, 'in_progress')));
  const [question] = await database.db
    .select()
    .from(examQuestions)
    .where(and(eq(examQuestions.examId, attempt!.examId), eq(examQuestions.kind, 'short_answer')));
  let running = true;
  const done = { reads: 0, saves: 0 };
  const loop = (async () => {
    for (let seq = 100; running; seq += 1) {
      const [read, saved] = await Promise.all([
        app.inject({ url: '/api/v1/user/me', headers: bearer(token) }),
        app.inject({
          method: 'PUT',
          url: `/api/v1/exam-attempts/${attempt!.id}/answers`,
          headers: bearer(token),
          payload: { profileId: main, answers: [{ questionId: question!.id, value: `jawaban ${seq}`, seq }] },
        }),
      ]);
      expect([read.statusCode, saved.statusCode]).toEqual([200, 200]);
      done.reads += 1;
      done.saves += 1;
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return done;
    },
  };
}

/** The restored database and media against the archive's manifest, table by table and file by file. */
async function expectAsArchived(manifest: Manifest, database: DatabaseConnection, media: MediaStorage) {
  const sums = await databaseSums(database.db);
  expect(Object.keys(sums).sort()).toEqual(Object.keys(manifest.database.tables).sort());
  expect(sums).toEqual(manifest.database.tables);
  expect(await mediaHashes(media)).toEqual(
    Object.fromEntries(Object.entries(manifest.media).map(([key, file]) => [key, file.sha256])),
  );
}

describe('backup and restore of the embedded database', () => {
  // The socket of the server's DATA_DIR (the database itself stays in memory: quicker to make).
  const dataDir = path.join(work, 'source-data');
  const archive = path.join(work, 'demo.backup');
  let source: Awaited<ReturnType<typeof demoAcademy>>;
  let manifest: Manifest;

  it('backs up the running demo academy while reads and answer saves go on, and restores every row and file', async () => {
    source = await demoAcademy({ kind: 'pglite' }, 'source');
    await mkdir(dataDir);
    const stopListening = await listenForBackups(dataDir, source.database.db, (error) => {
      throw error;
    });
    const load = await learnerLoad(source.app, source.database);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    manifest = await backup(archive, { kind: 'pglite', dataDir }, source.media);
    const took = performance.now() - started;
    const done = await load.stop();
    expect(done.saves).toBeGreaterThan(0);
    expect(manifest.database.migration).toEqual(await codeMigrationLevel());
    expect(manifest.database.kind).toBe('pglite');
    expect(manifest.database.pgDump).toBe(false);
    expect(manifest.database.tables.certificates!.rows).toBeGreaterThan(0);
    // The two files put in the store here, and the demo recitations' audio, each in the backup.
    const media = Object.keys(manifest.media);
    expect(media.filter((key) => !key.endsWith('.wav')).sort()).toEqual([
      '2026/11/narration.webm',
      '2026/11/slide.png',
    ]);
    expect(media.filter((key) => key.endsWith('.wav'))).toHaveLength(
      manifest.database.tables.recitations!.rows,
    );
    console.warn(`backup of the demo: ${took.toFixed(0)} ms, ${(await stat(archive)).size} bytes`);

    // While the server runs on DATA_DIR, a restore there is refused before anything is opened.
    await expect(
      restore(archive, { kind: 'pglite', dataDir }, source.media, { force: true }),
    ).rejects.toThrow(/a server is running on .*: stop it before restoring/);
    await stopListening();

    const restored = await openDatabase({ kind: 'pglite' }, { migrate: false });
    opened.push(restored);
    // A media store that holds files is refused, and nothing is written.
    const filledMedia = new LocalMediaStorage(path.join(work, 'filled-media'));
    await filledMedia.put('2020/01/old.png', Readable.from([Buffer.from('old')]));
    await expect(restoreInto(archive, restored, filledMedia)).rejects.toThrow(/not empty \(media files\)/);

    const restoredMedia = new LocalMediaStorage(path.join(work, 'restored-media'));
    const restoreStarted = performance.now();
    const result = await restoreInto(archive, restored, restoredMedia);
    console.warn(
      `restore of the demo: ${(performance.now() - restoreStarted).toFixed(0)} ms, ${result.rows} rows`,
    );
    await expectAsArchived(manifest, restored, restoredMedia);

    // A server on the restored academy signs the demo learner in and shows the same certificates.
    const app = await buildTestApp({ SEED_DEMO: 'true' }, { database: restored, keepData: true });
    expect(await seedDemo(app)).toBeUndefined();
    const original = await demoCertificates(source.app);
    expect(original.certificates).toHaveLength(1);
    expect((await demoCertificates(app)).certificates).toEqual(original.certificates);

    // A second restore meets a database with rows: refused, and done over with --force.
    await expect(restoreInto(archive, restored, restoredMedia)).rejects.toThrow(
      /not empty \(tables with rows: .*\): restore --force replaces it/,
    );
    await restoreInto(archive, restored, restoredMedia, { force: true });
    await expectAsArchived(manifest, restored, restoredMedia);

    // An archive from a newer migration level than the code's is refused.
    const code = await codeMigrationLevel();
    const future = path.join(work, 'future.backup');
    await writeBackup(future, {
      kind: 'pglite',
      appVersion: '9.9.9',
      media: new LocalMediaStorage(path.join(work, 'no-media')),
      dump: async (line) => {
        const migration = { index: code.index + 1, tag: '9999_future' };
        await line(`#${JSON.stringify({ format: 'academy-database/1', migration })}`);
        await line('#{"end":true}');
        return false;
      },
    });
    const refusal = restoreInto(future, restored, restoredMedia, { force: true });
    await expect(refusal).rejects.toBeInstanceOf(BackupRefused);
    await expect(refusal).rejects.toThrow(
      `the backup is at migration 9999_future, newer than this code's ${code.tag}`,
    );
  }, 300_000);
});

describe.skipIf(!postgres)('backup and restore between the embedded database and PostgreSQL', () => {
  it('restores an embedded backup into PostgreSQL, and a PostgreSQL backup (with its pg_dump) into the embedded database', async () => {
    const archive = path.join(work, 'demo.backup');
    const { manifest } = await unpackBackup(archive).then(async (unpacked) => {
      await unpacked.remove();
      return unpacked;
    });
    const postgresUrl = await freshDatabaseUrl(
      postgres!.url,
      `academy_restore_${process.env.VITEST_POOL_ID ?? '0'}`,
    );
    const postgresMedia = new LocalMediaStorage(path.join(work, 'postgres-media'));
    await restore(archive, { kind: 'postgres', url: postgresUrl }, postgresMedia);
    const onPostgres = await open({ kind: 'postgres', url: postgresUrl });
    await expectAsArchived(manifest, onPostgres, postgresMedia);
    // And back: PostgreSQL's backup carries pg_dump's file and restores into an embedded database
    // on disk, whose own backup (no server runs there: the command opens it) holds the same rows.
    const fromPostgres = path.join(work, 'postgres.backup');
    const back = await backup(fromPostgres, { kind: 'postgres', url: postgresUrl }, postgresMedia);
    expect(back.database.kind).toBe('postgres');
    expect(back.database.pgDump).toBe(true);
    expect(back.database.tables).toEqual(manifest.database.tables);
    // Signing in writes (a session): only after the backup of the restored rows.
    const app = await buildTestApp({}, { database: onPostgres, keepData: true });
    expect((await demoCertificates(app)).certificates).toHaveLength(1);
    const embedded: DatabaseTarget = { kind: 'pglite', dataDir: path.join(work, 'embedded-data') };
    const embeddedMedia = new LocalMediaStorage(path.join(work, 'embedded-media'));
    await restore(fromPostgres, embedded, embeddedMedia);
    const again = await backup(path.join(work, 'again.backup'), embedded, embeddedMedia);
    expect(again.database.tables).toEqual(manifest.database.tables);
    expect(again.media).toEqual(manifest.media);
  }, 300_000);
});
