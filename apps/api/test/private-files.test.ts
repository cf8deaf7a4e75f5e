import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { preparePrivateFolders } from '../src/config/private-folders';
import { loadSettings } from '../src/config/settings';
import { writeBackup } from '../src/services/backup/backup-archive';
import { dumpFormat } from '../src/services/backup/database-dump';
import { LocalMediaStorage } from '../src/services/media/local-media-storage';

/**
 * What the academy writes to disk is its user's alone (issue 37, item 7): backup archives 0600,
 * DATA_DIR and the media folder 0700, and the systemd units' UMask=0077 for anything else.
 */
const work = await mkdtemp(path.join(tmpdir(), 'academy-private-files-'));
afterAll(() => rm(work, { recursive: true, force: true }));

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe('files only the academy user reads', () => {
  it('writes a backup archive 0600, also over a leftover partial file', async () => {
    const media = new LocalMediaStorage(path.join(work, 'media-of-backup'));
    await media.put('2026/11/recitation.webm', Readable.from([Buffer.from('a recording')]));
    const source = {
      kind: 'pglite' as const,
      appVersion: '0.1.0',
      media,
      dump: async (line: (text: string) => Promise<void>) => {
        await line(`#${JSON.stringify({ format: dumpFormat, migration: { index: 0, tag: '0000_test' } })}`);
        await line(`#${JSON.stringify({ table: 'users', columns: ['id'] })}`);
        await line('["1"]');
        await line('#{"end":true}');
        return false;
      },
    };
    const file = path.join(work, 'academy.backup');
    await writeBackup(file, source);
    expect((await modeOf(file)).toString(8)).toBe('600');
    // A run that crashed left its partial file (0644 then): the next one still ends 0600.
    const again = path.join(work, 'again.backup');
    await writeFile(`${again}.partial`, 'cut short', { mode: 0o644 });
    await writeBackup(again, source);
    expect((await modeOf(again)).toString(8)).toBe('600');
  });

  it('makes DATA_DIR and the media folder 0700, and narrows existing ones', async () => {
    const fresh = loadSettings({ DATA_DIR: path.join(work, 'fresh', 'data') });
    expect(fresh.mediaDir).toBe(path.join(work, 'fresh', 'data', 'media'));
    expect(await preparePrivateFolders(fresh)).toEqual([]);
    expect((await modeOf(fresh.dataDir)).toString(8)).toBe('700');
    expect((await modeOf(fresh.mediaDir)).toString(8)).toBe('700');

    const old = path.join(work, 'old');
    await mkdir(path.join(old, 'media'), { recursive: true, mode: 0o755 });
    const settings = loadSettings({ DATA_DIR: old });
    expect(await preparePrivateFolders(settings)).toEqual([old, path.join(old, 'media')]);
    expect((await modeOf(old)).toString(8)).toBe('700');
    expect((await modeOf(path.join(old, 'media'))).toString(8)).toBe('700');

    // On PostgreSQL with media in S3 this machine holds no data folder: none is made.
    const remote = loadSettings({
      DATA_DIR: path.join(work, 'unused'),
      DATABASE_URL: 'postgres://academy@127.0.0.1:5432/academy',
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'b',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    expect(await preparePrivateFolders(remote)).toEqual([]);
    await expect(stat(remote.dataDir)).rejects.toThrow(/ENOENT/);
  });

  it('has every systemd unit create its files with UMask=0077', async () => {
    for (const unit of ['academy@.service', 'academy-backup.service']) {
      const text = await readFile(new URL(`../../../deploy/systemd/${unit}`, import.meta.url), 'utf8');
      expect(text, unit).toMatch(/^UMask=0077$/m);
    }
  });
});
