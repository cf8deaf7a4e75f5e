import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Seconds since the newest backup archive in `folder` (a `*.backup` file; a `.partial` one is
 * still being written) was written, by its modification time; `Infinity` when there is none, or
 * no such folder: a backup that never ran is as late as one can be.
 */
export async function newestBackupAgeSeconds(folder: string, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return Infinity;
    throw error;
  }
  let newest = -Infinity;
  for (const name of names) {
    if (!name.endsWith('.backup')) continue;
    const info = await stat(path.join(folder, name)).catch(() => undefined); // removed since listed
    if (info?.isFile()) newest = Math.max(newest, info.mtimeMs);
  }
  return newest === -Infinity ? Infinity : Math.max(0, (now - newest) / 1000);
}
