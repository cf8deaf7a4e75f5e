import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadSettings } from '../src/config/settings';
import type { DatabaseConnection } from '../src/db/database';
import { periodicJobRuns } from '../src/db/schema/index';
import { Readiness } from '../src/lib/readiness';
import { waitForBucket } from '../src/services/media/index';
import { S3MediaStorage, s3ClientOf } from '../src/services/media/s3-media-storage';
import { claimJobPeriod } from '../src/services/operations/periodic-job-claims';
import { startTestS3Server } from './helpers/s3-server';
import { buildTestApp } from './helpers/test-app';
import { testDatabase } from './helpers/test-database';

const app = await buildTestApp();
const settings = loadSettings({ NODE_ENV: 'test', SEED_DEMO: 'false' }, process.cwd());
const s3 = await startTestS3Server();

/** An app on the worker's database with a readiness of the test's own (as server.ts passes one). */
async function appWith(readiness: Readiness, database?: DatabaseConnection) {
  const built = await buildApp({ settings, database: database ?? (await testDatabase()), readiness });
  await built.ready();
  return built;
}

describe('GET /api/ready', () => {
  it('answers 200 with the database kind while the server takes traffic', async () => {
    const response = await app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      err: false,
      code: 200,
      message: 'OK',
      data: { status: 'ready', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
    });
  });

  it('answers 503 while starting, where every call but health and ready waits too', async () => {
    const readiness = new Readiness();
    const starting = await appWith(readiness);
    try {
      const ready = await starting.inject({ url: '/api/ready', headers: { 'accept-language': 'en' } });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ err: true, code: 503, reason: 'serverStarting' });
      expect(ready.json().message).toBe('The server is starting, please try again in a moment');
      const call = await starting.inject({ url: '/api/v1/academy' });
      expect(call.statusCode).toBe(503);
      expect(call.headers['retry-after']).toBe('5');
      expect(call.json()).toMatchObject({ err: true, code: 503, reason: 'serverStarting' });
      expect((await starting.inject({ url: '/api/health' })).statusCode).toBe(200);

      readiness.markServing();
      expect((await starting.inject({ url: '/api/ready' })).statusCode).toBe(200);
      expect((await starting.inject({ url: '/api/v1/academy' })).statusCode).toBe(200);
    } finally {
      await starting.close();
    }
  });

  it('answers 503 while draining, and still serves the calls that reach it', async () => {
    const readiness = new Readiness('serving');
    const draining = await appWith(readiness);
    try {
      readiness.drain();
      const ready = await draining.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ err: true, code: 503, reason: 'serverDraining' });
      expect((await draining.inject({ url: '/api/v1/academy' })).statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });

  it('answers 503 while the database does not answer', async () => {
    const real = await testDatabase();
    const failing = new Proxy(real.db, {
      get: (target, key) =>
        key === 'execute'
          ? () => Promise.reject(new Error('connect ECONNREFUSED'))
          : (Reflect.get(target, key, target) as unknown),
    });
    const down = await appWith(new Readiness('serving'), { ...real, db: failing });
    try {
      const ready = await down.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ err: true, code: 503, reason: 'databaseUnavailable' });
      expect(ready.body).not.toContain('ECONNREFUSED');
      // Liveness answers while the process lives, the database down or not (api-contract "Operations").
      const health = await down.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json().data).toEqual({ status: 'ok', database: real.kind });
    } finally {
      await down.close();
    }
  });
});

describe('a media bucket that does not answer at start (issue 37, item 4)', () => {
  it('keeps the server at 503 mediaStoreUnavailable until HeadBucket answers, then lets it start', async () => {
    const bucketSettings = loadSettings(
      { NODE_ENV: 'test', SEED_DEMO: 'false', ...s3.env, S3_BUCKET: 'academy-not-made-yet' },
      process.cwd(),
    );
    const readiness = new Readiness();
    const starting = await buildApp({ settings: bucketSettings, database: await testDatabase(), readiness });
    await starting.ready();
    try {
      const problems: string[] = [];
      const waiting = waitForBucket(starting.services.s3Media!, readiness, {
        onProblem: (problem) => problems.push(problem),
        everyMs: 50,
      });
      while (problems.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(problems[0]).toMatch(/NotFound|NoSuchBucket/);
      const ready = await starting.inject({ url: '/api/ready', headers: { 'accept-language': 'en' } });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ err: true, code: 503, reason: 'mediaStoreUnavailable' });
      expect(ready.json().message).toBe(
        'The media store does not answer for its bucket yet, please try again later',
      );
      const call = await starting.inject({ url: '/api/v1/academy', headers: { 'accept-language': 'id' } });
      expect(call.statusCode).toBe(503);
      expect(call.json()).toMatchObject({ reason: 'mediaStoreUnavailable' });
      expect(call.json().message).toContain('Penyimpanan media');
      expect((await starting.inject({ url: '/api/health' })).statusCode).toBe(200);

      // The bucket is made: the next try finds it, and the start goes on (then serves).
      await s3ClientOf(bucketSettings.s3Store!).send(
        new CreateBucketCommand({ Bucket: 'academy-not-made-yet' }),
      );
      expect(await waiting).toBe(true);
      expect((await starting.inject({ url: '/api/ready' })).json()).toMatchObject({
        reason: 'serverStarting',
      });
      readiness.markServing();
      expect((await starting.inject({ url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await starting.close();
    }
  });

  it('stops waiting when the server is stopped meanwhile', async () => {
    const store = loadSettings({ NODE_ENV: 'test', ...s3.env, S3_BUCKET: 'academy-never-made' }).s3Store!;
    const readiness = new Readiness();
    const stopped = waitForBucket(new S3MediaStorage(s3ClientOf(store), store.bucket), readiness, {
      onProblem: () => undefined,
      stopped: () => true,
      everyMs: 10,
    });
    expect(await stopped).toBe(false);
    expect(readiness.startingReason).toBe('mediaStoreUnavailable');
  });
});

describe('periodic jobs across a fleet', () => {
  it('lets one of many servers claiming at once run a period, and the next period once it is due', async () => {
    const { db } = app.database;
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimJobPeriod(db, 'test-job', 60_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJobPeriod(db, 'test-job', 60_000)).toBe(false);
    // A period of 50 ms (tolerance 5 ms): due again once 45 ms have passed.
    expect(await claimJobPeriod(db, 'short-job', 50)).toBe(true);
    expect(await claimJobPeriod(db, 'short-job', 50)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await claimJobPeriod(db, 'short-job', 50)).toBe(true);
  });

  it('does not start the periodic jobs before the server serves', async () => {
    const readiness = new Readiness();
    const { db } = app.database;
    // The test app serves, so it ran the cleanup at its start.
    await db.delete(periodicJobRuns);
    const starting = await buildApp({
      settings: loadSettings(
        { NODE_ENV: 'test', SEED_DEMO: 'false', EXAM_SWEEP_SECONDS: '1' },
        process.cwd(),
      ),
      database: await testDatabase(),
      readiness,
    });
    await starting.ready();
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      // The hourly cleanup runs at start: not while starting, at once when serving.
      expect(await claimJobPeriod(db, 'unverified-account-cleanup', 3_600_000)).toBe(true);
      await db.delete(periodicJobRuns);
      readiness.markServing();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await claimJobPeriod(db, 'unverified-account-cleanup', 3_600_000)).toBe(false);
    } finally {
      await starting.close();
    }
  });
});
