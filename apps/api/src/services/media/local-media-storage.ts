import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { ByteRange, MediaStorage } from './media-storage';

/** Media in a folder: written to a temporary file first, renamed into place only when complete. */
export class LocalMediaStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string) {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep))
      throw new Error('media key outside the media folder');
    return full;
  }

  async put(key: string, content: Readable): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomUUID()}.part`;
    const sink = createWriteStream(partial, { flags: 'wx' });
    try {
      await pipeline(content, sink);
      const { size } = await stat(partial);
      await rename(partial, target);
      return { size };
    } catch (error) {
      // The pipeline rejects as soon as the source fails, while the file stream may still be
      // opening or closing the part file: remove it only once the stream is closed, or it stays.
      await finished(sink).catch(() => undefined);
      await rm(partial, { force: true });
      throw error;
    }
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? info.size : undefined;
    } catch {
      return undefined;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    return createReadStream(this.pathOf(key), range);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /**
   * Every complete file below the folder (a `.part` file is an upload still being written), or
   * below `prefix` (a folder: it ends with `/`).
   */
  async *list(prefix = ''): AsyncIterable<string> {
    const folder = prefix ? this.pathOf(prefix) : this.root;
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith('.part')) continue;
      yield path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    }
  }
}
