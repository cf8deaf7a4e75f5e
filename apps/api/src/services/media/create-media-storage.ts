import type { Settings } from '../../config/settings';
import { LocalMediaStorage } from './local-media-storage';
import { S3MediaStorage, s3ClientOf } from './s3-media-storage';

/** The media storage the settings choose (decisions §4): `MEDIA_DIR`, or the S3-compatible store. */
export function createMediaStorage(settings: Settings): LocalMediaStorage | S3MediaStorage {
  const store = settings.s3Store;
  return store ? new S3MediaStorage(s3ClientOf(store), store.bucket) : new LocalMediaStorage(settings.mediaDir);
}
