import { chmod, mkdir, stat } from 'node:fs/promises';
import type { Settings } from './settings';

/**
 * Only the academy's own user may enter its folders: they hold the embedded database (password,
 * PIN and token hashes, contacts) and the uploads (recordings of learners). Issue 37, item 7.
 */
export const privateFolderMode = 0o700;

/**
 * The folder at `folder`, made (with any missing parents) only its owner may enter, or an existing
 * one whose group or others could enter narrowed to that. Answers whether it had to narrow it.
 */
export async function privateFolder(folder: string): Promise<boolean> {
  await mkdir(folder, { recursive: true, mode: privateFolderMode });
  const { mode } = await stat(folder);
  if ((mode & 0o077) === 0) return false;
  await chmod(folder, privateFolderMode);
  return true;
}

/**
 * The folders of these settings that this machine holds: DATA_DIR with the embedded database,
 * the media folder with `MEDIA_STORAGE=local`. Answers the folders it had to narrow.
 */
export async function preparePrivateFolders(
  settings: Pick<Settings, 'DATABASE_URL' | 'dataDir' | 'MEDIA_STORAGE' | 'mediaDir'>,
): Promise<string[]> {
  const folders = [
    ...(settings.DATABASE_URL ? [] : [settings.dataDir]),
    ...(settings.MEDIA_STORAGE === 'local' ? [settings.mediaDir] : []),
  ];
  const narrowed: string[] = [];
  for (const folder of folders) if (await privateFolder(folder)) narrowed.push(folder);
  return narrowed;
}
