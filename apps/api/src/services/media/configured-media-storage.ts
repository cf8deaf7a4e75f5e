import type { Settings } from '../../config/settings';
import { LocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';

/** The media store the settings name: the server's and the backup commands' alike. */
export function configuredMediaStorage(settings: Settings): MediaStorage {
  return new LocalMediaStorage(settings.mediaDir);
}
