import { loadSettings } from '../config/settings';
import { migrateMedia } from '../services/media/index';

/** `npm run media:migrate`: `MEDIA_DIR` into the S3-compatible store (services/media/migrate-media.ts). */
migrateMedia(loadSettings(), (line) => process.stdout.write(`${line}\n`)).catch((error: unknown) => {
  console.error(`media:migrate failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
