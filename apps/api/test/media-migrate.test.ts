import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../src/config/settings';
import { demoMediaFolder } from '../src/paths';
import { migrateMedia } from '../src/services/media/migrate-media';
import { S3MediaStorage, s3ClientOf } from '../src/services/media/s3-media-storage';
import { startTestS3Server } from './helpers/s3-server';

/**
 * `npm run media:migrate` (decision 0083): a local MEDIA_DIR into the S3-compatible store, run as
 * the script itself against a real S3-compatible server; a second run copies nothing again.
 */
const s3 = await startTestS3Server();
const store = new S3MediaStorage(
  s3ClientOf(loadSettings({ ...s3.env, NODE_ENV: 'test' }).s3Store!),
  s3.bucket,
);
const mediaDir = await mkdtemp(path.join(tmpdir(), 'academy-migrate-'));
afterAll(() => rm(mediaDir, { recursive: true, force: true }));

// A video, and a PDF over one 5 MiB part (a multipart upload); a leftover part file and a stray note.
const video = `2026/10/${randomUUID()}.mp4`;
const pdf = `2026/11/${randomUUID()}.pdf`;
const files: Record<string, Buffer> = {
  [video]: Buffer.alloc(150_000, 7),
  [pdf]: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6 * 1024 * 1024, 9)]),
  [`${video}.${randomUUID()}.part`]: Buffer.alloc(1000, 1),
  'notes.txt': Buffer.from('not media'),
};
for (const [file, content] of Object.entries(files)) {
  await mkdir(path.dirname(path.join(mediaDir, file)), { recursive: true });
  await writeFile(path.join(mediaDir, file), content);
}
const demoFiles = (await readdir(demoMediaFolder)).length;

const run = promisify(execFile);
/** The script itself, as `npm run media:migrate` runs it. */
const migrateScript = () =>
  run(process.execPath, ['--import', 'tsx', 'src/scripts/migrate-media.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, ...s3.env, NODE_ENV: 'test', MEDIA_DIR: mediaDir },
    encoding: 'utf8',
  });
/** The same copy in this process, answering what it printed. */
async function migrate(env: Record<string, string> = s3.env) {
  const lines: string[] = [];
  await migrateMedia(loadSettings({ ...env, NODE_ENV: 'test', MEDIA_DIR: mediaDir }), (line) =>
    lines.push(line),
  );
  return lines.join('\n');
}

const stored = async (key: string) => buffer(await store.read(key));

describe('npm run media:migrate', () => {
  it('copies MEDIA_DIR and the demo media into the store, printing what it did', async () => {
    const { stdout } = await migrateScript();
    expect(stdout).toContain(
      'Uploaded media: 2 copied, 0 already in the store, 2 not media files (left out)',
    );
    expect(stdout).toContain(`Demo media: ${demoFiles} copied, 0 already in the store`);
    const { objects, unfinishedUploads } = await s3.stored();
    expect(objects).toEqual(expect.arrayContaining([video, pdf, 'demo-media/tuhfah-02.mp4']));
    expect(objects).toHaveLength(2 + demoFiles);
    expect(unfinishedUploads).toEqual([]);
    expect((await stored(pdf)).equals(files[pdf]!)).toBe(true);
    expect((await stored(video)).equals(files[video]!)).toBe(true);
    // The script starts tsx on a machine that may be busy.
  }, 120_000);

  it('skips what the store already holds on a second run, and copies a file changed since', async () => {
    const again = await migrate();
    expect(again).toContain('Uploaded media: 0 copied, 2 already in the store, 2 not media files (left out)');
    expect(again).toContain(`Demo media: 0 copied, ${demoFiles} already in the store`);

    // Same size, other bytes: the checksum tells, and the store gets the new bytes.
    await writeFile(path.join(mediaDir, video), Buffer.alloc(150_000, 8));
    expect(await migrate()).toContain('Uploaded media: 1 copied, 1 already in the store');
    expect((await stored(video)).equals(Buffer.alloc(150_000, 8))).toBe(true);
  }, 60_000);

  it('copies the demo media alone where there is no MEDIA_DIR (an academy moved by backup and restore)', async () => {
    const lines: string[] = [];
    const fresh = { ...s3.env, S3_BUCKET: 'academy-moved' };
    await s3ClientOf(loadSettings({ ...fresh, NODE_ENV: 'test' }).s3Store!).send(
      new CreateBucketCommand({ Bucket: 'academy-moved' }),
    );
    const settings = { ...fresh, NODE_ENV: 'test', MEDIA_DIR: path.join(mediaDir, 'none-here') };
    await migrateMedia(loadSettings(settings), (line) => lines.push(line));
    expect(lines.join('\n')).toContain(`Demo media: ${demoFiles} copied, 0 already in the store`);
    expect(lines.join('\n')).not.toContain('Uploaded media');
  });

  it('refuses to run while the media storage is the local folder', async () => {
    await expect(migrate({ MEDIA_STORAGE: 'local' })).rejects.toThrow(
      'MEDIA_STORAGE is local: set MEDIA_STORAGE=s3',
    );
  });
});
