import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../src/config/settings';
import { openDatabase } from '../src/db/database';
import { backup, restoreInto } from '../src/services/backup/index';
import { createMediaStorage, type MediaStorage } from '../src/services/media/index';
import { databaseSums } from '../src/services/backup/database-dump';
import { startTestS3Server } from './helpers/s3-server';

// Issue 37, item 3: `npm run backup` on the S3-compatible store of the README and the tests
// (s3rver) failed with SignatureDoesNotMatch on its first list of the bucket. The stores here are
// made as the backup and restore commands make them (the app's own S3 client, nothing added).

const work = await mkdtemp(path.join(tmpdir(), 'academy-backup-s3-'));
afterAll(() => rm(work, { recursive: true, force: true }));

const source = await startTestS3Server();
const target = await startTestS3Server();
const storeOf = async (env: Record<string, string>) =>
  (await createMediaStorage(loadSettings({ ...env, NODE_ENV: 'test' }, work))).storage;

async function hashes(media: MediaStorage): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for await (const key of media.list()) {
    const hash = createHash('sha256');
    for await (const chunk of await media.read(key)) hash.update(chunk as Buffer);
    found[key] = hash.digest('hex');
  }
  return found;
}

describe('backup and restore with media in an S3-compatible store', () => {
  it('lists the bucket with the app client, backs it up and restores it into a new database and bucket', async () => {
    const sourceMedia = await storeOf(source.env);
    await sourceMedia.put('2026/11/slide.png', Readable.from([randomBytes(120_000)]));
    await sourceMedia.put('2026/11/narration.webm', Readable.from([randomBytes(30_000)]));
    await sourceMedia.put('demo-media/tones.wav', Readable.from([randomBytes(8_000)]));
    // A prefix's list (a recitation's pieces) and the whole bucket's (a backup) both answer.
    const listed: string[] = [];
    for await (const key of sourceMedia.list('2026/')) listed.push(key);
    expect(listed.sort()).toEqual(['2026/11/narration.webm', '2026/11/slide.png']);

    // An embedded database on disk, migrated, that the backup command opens itself.
    const dataDir = path.join(work, 'data');
    await (await openDatabase({ kind: 'pglite', dataDir })).close();
    const archive = path.join(work, 'on-s3.backup');
    const manifest = await backup(archive, { kind: 'pglite', dataDir }, sourceMedia);
    expect(Object.keys(manifest.media).sort()).toEqual([
      '2026/11/narration.webm',
      '2026/11/slide.png',
      'demo-media/tones.wav',
    ]);

    const restored = await openDatabase({ kind: 'pglite' }, { migrate: false });
    try {
      const targetMedia = await storeOf(target.env);
      const result = await restoreInto(archive, restored, targetMedia);
      expect(result.mediaFiles).toBe(3);
      const sums = await databaseSums(restored.db);
      for (const [table, expected] of Object.entries(manifest.database.tables)) {
        expect({ table, ...sums[table] }).toEqual({ table, ...expected });
      }
      expect(await hashes(targetMedia)).toEqual(await hashes(sourceMedia));
      expect(await hashes(targetMedia)).toEqual(
        Object.fromEntries(Object.entries(manifest.media).map(([key, file]) => [key, file.sha256])),
      );
    } finally {
      await restored.close();
    }
  }, 300_000);
});
