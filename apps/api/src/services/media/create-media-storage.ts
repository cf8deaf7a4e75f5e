import type { Settings } from '../../config/settings';
import { LocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';
import type { S3MediaStorage } from './s3-media-storage';

/**
 * The media storage the settings choose (decisions §4): `MEDIA_DIR`, or the S3-compatible store,
 * answered also as `s3` then. The AWS SDK is loaded only for the store, so a local start does
 * not pay for it.
 */
export async function createMediaStorage(
  settings: Settings,
): Promise<{ storage: MediaStorage; s3: S3MediaStorage | undefined }> {
  const store = settings.s3Store;
  if (!store) return { storage: new LocalMediaStorage(settings.mediaDir), s3: undefined };
  const { S3MediaStorage, s3ClientOf } = await import('./s3-media-storage');
  const s3 = new S3MediaStorage(s3ClientOf(store), store.bucket);
  return { storage: s3, s3 };
}
