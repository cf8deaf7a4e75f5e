import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { StaffMedia } from '@academy/contract/staff';
import { mediaPathPrefix } from '@academy/contract/endpoints';
import { AppError } from '../../lib/app-error';
import type { ByteRange, MediaStorage } from './media-storage';
import {
  contentTypeOfKey,
  demoMediaFilePattern,
  demoMediaKeyPrefix,
  mediaKeyPattern,
  sniffLength,
  sniffMediaType,
} from './media-type';

/** An upload as the multipart parser hands it over: its bytes, and whether the size limit cut them. */
export interface IncomingFile {
  stream: Readable & { truncated?: boolean };
}

/**
 * `Range: bytes=…` of a file of `size` bytes: one range (the only kind players send), `undefined`
 * for no or an unreadable header (the whole file), `'unsatisfiable'` for a range past the end.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** The parser ended the stream early: the client stopped sending or the form was cut short. */
const cutOff = (error: unknown) => new AppError(400, 'uploadIncomplete', { cause: error });

/**
 * The first bytes of an upload, and the upload again with them put back in front. The replay fails
 * with the client's error (400, or 413 past MEDIA_MAX_MB), so a storage that fails for its own
 * reasons (a store that does not answer) is told apart: that is the server's error.
 */
async function peek(
  stream: IncomingFile['stream'],
  length: number,
): Promise<{ head: Buffer; rest: Readable }> {
  const chunks: Buffer[] = [];
  let total = 0;
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const next = () => iterator.next().catch((error: unknown) => Promise.reject(cutOff(error)));
  while (total < length) {
    const chunk = await next();
    if (chunk.done) break;
    chunks.push(chunk.value);
    total += chunk.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* replay() {
    yield head;
    for (let chunk = await next(); !chunk.done; chunk = await next()) yield chunk.value;
    // The parser ends a stream cut at MEDIA_MAX_MB as if it were whole: fail it instead, so the
    // storage drops what it had (a multipart upload is aborted, never completed).
    if (stream.truncated) throw new AppError(413, 'mediaTooLarge');
  }
  return { head, rest: Readable.from(replay()) };
}

/** Uploads checked by their content, stored behind `MediaStorage`, served with byte ranges. */
export class MediaService {
  constructor(private readonly storage: MediaStorage) {}

  async upload(file: IncomingFile): Promise<StaffMedia> {
    const { head, rest } = await peek(file.stream, sniffLength);
    const type = sniffMediaType(head);
    if (!type) {
      file.stream.resume();
      throw new AppError(415, 'mediaTypeNotAllowed');
    }
    const now = new Date();
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    const key = `${now.getUTCFullYear()}/${month}/${randomUUID()}.${type.extension}`;
    const { size } = await this.storage.put(key, rest);
    return { key, url: `${mediaPathPrefix}${key}`, contentType: type.contentType, kind: type.kind, size };
  }

  /** The size of a stored file, or undefined when there is none. */
  sizeOf(key: string) {
    return this.storage.size(key);
  }

  /** Removes a stored file (a recording kept twice, an erased learner's audio). */
  remove(key: string) {
    return this.storage.delete(key);
  }

  /** What `GET /media/<key>` sends: the whole file or one range of it. */
  open(key: string, rangeHeader: string | undefined) {
    const contentType = mediaKeyPattern.test(key) ? contentTypeOfKey(key) : undefined;
    // Keys are never reused, so a stored file never changes.
    return this.serve(key, contentType, rangeHeader, 'private, max-age=31536000, immutable');
  }

  /**
   * What `GET /demo-media/<file>` sends when the demo media live in the store (`MEDIA_STORAGE=s3`,
   * decision 0083): the same answer as for an upload, cached as the folder's files are.
   */
  openDemo(file: string, rangeHeader: string | undefined) {
    const contentType = demoMediaFilePattern.test(file) ? contentTypeOfKey(file) : undefined;
    return this.serve(`${demoMediaKeyPrefix}${file}`, contentType, rangeHeader, 'private, max-age=3600');
  }

  private async serve(
    key: string,
    contentType: string | undefined,
    rangeHeader: string | undefined,
    cacheControl: string,
  ) {
    const size = contentType ? await this.storage.size(key) : undefined;
    if (!contentType || size === undefined) throw new AppError(404, 'notFound');
    const range = parseRange(rangeHeader, size);
    if (range === 'unsatisfiable') {
      return { status: 416, headers: { 'Content-Range': `bytes */${size}` }, body: null };
    }
    const headers: Record<string, string> = {
      'Content-Type': contentType,
      'Accept-Ranges': 'bytes',
      'Cache-Control': cacheControl,
    };
    if (!range)
      return {
        status: 200,
        headers: { ...headers, 'Content-Length': String(size) },
        body: await this.storage.read(key),
      };
    return {
      status: 206,
      headers: {
        ...headers,
        'Content-Length': String(range.end - range.start + 1),
        'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
      },
      body: await this.storage.read(key, range),
    };
  }
}
