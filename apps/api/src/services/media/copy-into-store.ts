import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { demoMediaFolder } from '../../paths';
import { demoMediaFilePattern, demoMediaKeyPrefix, mediaKeyPattern } from './media-type';
import type { S3MediaStorage } from './s3-media-storage';

/** What a copy into the store did: files copied, files the store already held, files not media. */
export interface CopyCounts {
  copied: number;
  unchanged: number;
  ignored: number;
}

/** Files copied at once: enough to overlap the store's round trips, few enough for a small machine. */
const copiesAtOnce = 4;

/**
 * Copies every file under `folder` into the store, under the key `keyOf` gives its path
 * relative to the folder (`/`-separated); a path without a key is counted as ignored. Files the
 * store already holds with the same size and SHA-256 are not sent again, so a rerun is cheap.
 */
export async function copyFolderIntoStore(
  store: S3MediaStorage,
  folder: string,
  keyOf: (relativePath: string) => string | undefined,
): Promise<CopyCounts> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const counts: CopyCounts = { copied: 0, unchanged: 0, ignored: 0 };
  const pending = [...files];
  async function worker() {
    for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
      const key = keyOf(file);
      if (key === undefined) counts.ignored += 1;
      else counts[await store.putFile(key, path.join(folder, file))] += 1;
    }
  }
  await Promise.all(Array.from({ length: copiesAtOnce }, worker));
  return counts;
}

/** `MEDIA_DIR` into the store: the files the academy made (`yyyy/mm/<uuid>.<ext>`), not `.part` leftovers. */
export const copyMediaDirIntoStore = (store: S3MediaStorage, mediaDir: string) =>
  copyFolderIntoStore(store, mediaDir, (file) => (mediaKeyPattern.test(file) ? file : undefined));

/** The demo academy's files into the store, served from there at `/demo-media/…` (decision 0083). */
export const copyDemoMediaIntoStore = (store: S3MediaStorage) =>
  copyFolderIntoStore(store, demoMediaFolder, (file) =>
    demoMediaFilePattern.test(file) ? `${demoMediaKeyPrefix}${file}` : undefined,
  );
