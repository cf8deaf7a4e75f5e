import { stat } from 'node:fs/promises';
import { loadSettings } from '../config/settings';
import {
  copyDemoMediaIntoStore,
  copyMediaDirIntoStore,
  type CopyCounts,
} from '../services/media/copy-into-store';
import { S3MediaStorage, s3ClientOf } from '../services/media/s3-media-storage';

/**
 * `npm run media:migrate` (decision 0083): copies the uploaded media of a local `MEDIA_DIR` into
 * the S3-compatible store the settings name (`MEDIA_STORAGE=s3`, `S3_*`), and the demo media
 * beside them, under the same keys the academy serves. Files the store already holds with the same
 * size and SHA-256 are skipped, so it can run again (say, once more just before switching).
 */
const say = (line: string) => process.stdout.write(`${line}\n`);

const line = (what: string, counts: CopyCounts) =>
  `${what}: ${counts.copied} copied, ${counts.unchanged} already in the store, ${counts.ignored} not media files (left out)`;

async function main() {
  const settings = loadSettings();
  if (!settings.s3Store) {
    throw new Error(
      'MEDIA_STORAGE is local: set MEDIA_STORAGE=s3 and the S3_* settings of the store to copy into',
    );
  }
  const folder = await stat(settings.mediaDir).catch(() => undefined);
  if (!folder?.isDirectory()) throw new Error(`MEDIA_DIR ${settings.mediaDir} is not a folder`);
  const store = new S3MediaStorage(s3ClientOf(settings.s3Store), settings.s3Store.bucket);
  say(`Copying ${settings.mediaDir} into the bucket ${store.bucket} …`);
  say(line('Uploaded media', await copyMediaDirIntoStore(store, settings.mediaDir)));
  say(line('Demo media', await copyDemoMediaIntoStore(store)));
}

main().catch((error: unknown) => {
  console.error(`media:migrate failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
