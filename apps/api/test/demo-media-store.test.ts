import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recitations } from '../src/db/schema/index';
import { seedDemo } from '../src/demo/seed-demo';
import { demoMediaFolder } from '../src/paths';
import { startTestS3Server } from './helpers/s3-server';
import { buildTestApp } from './helpers/test-app';

/**
 * With MEDIA_STORAGE=s3 the demo academy's files go into the store at seed and are served from
 * there at the same signed `/demo-media/…` addresses (decision 0083), so every server of a fleet
 * answers them alike.
 */
const s3 = await startTestS3Server();
const app = await buildTestApp({ ...s3.env, SEED_DEMO: 'true' });
const sign = (file: string) => app.services.mediaSigner.sign(`/demo-media/${file}`);

describe('demo media in an S3-compatible store', () => {
  it('are put into the store by the demo seed and served from it, whole and in ranges', async () => {
    await seedDemo(app);
    const files = await readdir(demoMediaFolder);
    const { objects } = await s3.stored();
    expect(objects.filter((key) => key.startsWith('demo-media/')).sort()).toEqual(
      files.map((file) => `demo-media/${file}`).sort(),
    );
    // Beside them, the demo recitations' audio, stored as any recording is.
    const recorded = await app.database.db.select({ key: recitations.mediaKey }).from(recitations);
    expect(objects.filter((key) => !key.startsWith('demo-media/')).sort()).toEqual(
      recorded.map((row) => row.key).sort(),
    );

    const local = await readFile(path.join(demoMediaFolder, 'ajurrumiyyah-latihan-01.pdf'));
    const whole = await app.inject({ url: sign('ajurrumiyyah-latihan-01.pdf') });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(local.length),
      'cache-control': 'private, max-age=3600',
    });
    expect(whole.rawPayload.equals(local)).toBe(true);
    const part = await app.inject({ url: sign('tuhfah-02.mp4'), headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 100-199\/\d+$/);
    const video = await readFile(path.join(demoMediaFolder, 'tuhfah-02.mp4'));
    expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    // The whole demo seed runs first.
  }, 90_000);

  it('answer only signed, and only for files of the demo', async () => {
    expect((await app.inject({ url: '/demo-media/tuhfah-02.mp4' })).statusCode).toBe(403);
    expect((await app.inject({ url: sign('missing.mp4') })).statusCode).toBe(404);
    expect((await app.inject({ url: sign('tuhfah-02.exe') })).statusCode).toBe(404);
    expect((await app.inject({ url: sign('sub/tuhfah-02.mp4') })).statusCode).toBe(404);
    // From the store, not the folder: gone from the bucket, it is gone for learners too.
    await app.services.s3Media!.delete('demo-media/arbain-02.mp3');
    expect((await app.inject({ url: sign('arbain-02.mp3') })).statusCode).toBe(404);
  });
});
