import type { Readable } from 'node:stream';

/** A byte range, both ends included (HTTP `Range: bytes=start-end`). */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded media live (decisions §4). The local default keeps files in `MEDIA_DIR`; an
 * S3-compatible store implements the same five calls (PutObject or a multipart upload,
 * HeadObject, GetObject with a Range header, DeleteObject, ListObjectsV2), so the upload and
 * serving routes do not change (decision 0083).
 */
export interface MediaStorage {
  /** Stores the stream under `key`; on any failure (the stream's included) nothing is left behind. */
  put(key: string, content: Readable): Promise<{ size: number }>;
  /** Size of a stored file, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  /** The file's bytes, or only the given range. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  delete(key: string): Promise<void>;
  /** The key of every stored file, or of those under `prefix` (a backup copies them all; ListObjectsV2 on S3). */
  list(prefix?: string): AsyncIterable<string>;
}
