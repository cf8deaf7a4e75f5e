import { stat } from 'node:fs/promises';
import type { Settings } from '../../config/settings';
import { copyDemoMediaIntoStore, copyMediaDirIntoStore, type CopyCounts } from './copy-into-store';

const line = (what: string, counts: CopyCounts) =>
  `${what}: ${counts.copied} copied, ${counts.unchanged} already in the store, ${counts.ignored} not media files (left out)`;

/**
 * `npm run media:migrate` (decision 0083): copies the uploaded media of a local `MEDIA_DIR` into
 * the S3-compatible store the settings name (`MEDIA_STORAGE=s3`, `S3_*`), and the demo media
 * beside them, under the keys the academy serves, telling `say` what it did. Files the store
 * already holds with the same size and SHA-256 are skipped, so it can run again (say, once more
 * just before switching). Without a `MEDIA_DIR` folder (an academy moved by backup and restore,
 * whose uploads the restore put into the store) it copies the demo media alone.
 */
export async function migrateMedia(settings: Settings, say: (line: string) => void): Promise<void> {
  if (!settings.s3Store) {
    throw new Error(
      'MEDIA_STORAGE is local: set MEDIA_STORAGE=s3 and the S3_* settings of the store to copy into',
    );
  }
  const folder = await stat(settings.mediaDir).catch(() => undefined);
  if (folder && !folder.isDirectory()) throw new Error(`MEDIA_DIR ${settings.mediaDir} is not a folder`);
  const { S3MediaStorage, s3ClientOf } = await import('./s3-media-storage');
  const store = new S3MediaStorage(s3ClientOf(settings.s3Store), settings.s3Store.bucket);
  if (folder) {
    say(`Copying ${settings.mediaDir} into the bucket ${store.bucket} …`);
    say(line('Uploaded media', await copyMediaDirIntoStore(store, settings.mediaDir)));
  } else {
    // An academy restored into the store (its uploads came with the backup) needs only the demo's.
    say(`No folder ${settings.mediaDir}: only the demo media go into the bucket ${store.bucket}`);
  }
  say(line('Demo media', await copyDemoMediaIntoStore(store)));
}
