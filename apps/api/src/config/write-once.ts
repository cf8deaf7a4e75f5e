import { randomBytes } from 'node:crypto';
import { link, unlink, writeFile } from 'node:fs/promises';

/**
 * Writes `content` to `file` unless it exists: whole under another name, then linked into place,
 * so a start never reads half a file; when another start made it first, its file stands. Readable
 * by the academy's user alone. Answers whether this call made it.
 */
export async function writeOnce(file: string, content: string): Promise<boolean> {
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, content, { mode: 0o600 });
  try {
    await link(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    await unlink(draft);
  }
}
