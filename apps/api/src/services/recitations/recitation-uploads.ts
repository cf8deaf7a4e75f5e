import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { AppError } from '../../lib/app-error';
import type { MediaStorage } from '../media/index';

// Resumable recitation uploads (decision 0104). Everything an upload holds lives in the media store
// (the local folder or S3), never in a server's memory, so any server of a fleet takes the next
// piece: `recitation-uploads/<profileId>/<uploadId>/` holds the fields and size
// (`upload-<createdAt ms>.json`) and one object per piece, `chunk-<offset>-<length>`, written whole
// or not at all by the store, so the bytes held are read from the names alone.

/** The most bytes one piece of an upload carries: a few seconds on a slow mobile line. */
export const recitationChunkBytes = 512 * 1024;

const uploadsRoot = 'recitation-uploads/';
const manifestPattern = /^upload-(\d+)\.json$/;
const chunkPattern = /^chunk-(\d+)-(\d+)$/;

/** Where a profile's unfinished uploads live (erasing the profile removes them). */
export const profileUploadsPrefix = (profileId: string) => `${uploadsRoot}${profileId}/`;
const folderOf = (profileId: string, uploadId: string) => `${profileUploadsPrefix(profileId)}${uploadId}/`;

/** What an upload was started with: the recitation's fields as sent, and the recording's size. */
export interface UploadManifest {
  size: number;
  fields: Record<string, string>;
}

/** An upload as the store holds it: its manifest and the pieces that follow on from byte 0. */
export interface HeldUpload {
  id: string;
  manifest: UploadManifest;
  offset: number;
  createdAt: number;
  keys: string[];
  chunkKeys: string[];
}

async function textOf(stream: Readable) {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Buffer));
  return Buffer.concat(parts).toString('utf8');
}

/** The piece's bytes, failing unless there are exactly `length` of them (the store keeps nothing then). */
async function* exactly(stream: Readable, length: number) {
  let received = 0;
  for await (const part of stream) {
    const bytes = Buffer.from(part as Buffer);
    received += bytes.length;
    if (received > length) throw new AppError(400, 'uploadIncomplete');
    yield bytes;
  }
  if (received !== length) throw new AppError(400, 'uploadIncomplete');
}

export class RecitationUploads {
  constructor(
    private readonly storage: MediaStorage,
    private readonly limits: {
      /** The most bytes a piece may carry. */
      chunkBytes: number;
      /** The most bytes a recording may have. */
      maxBytes: number;
      /** An unfinished upload older than this is removed (hourly, and when its profile starts another). */
      keepHours: number;
      /** The most unfinished uploads a profile holds at once (409 past it). */
      openUploads: number;
      /** The most bytes a profile's unfinished uploads announce together (413 past it). */
      unfinishedMaxBytes: number;
    },
  ) {}

  get chunkBytes() {
    return this.limits.chunkBytes;
  }

  /**
   * Records a new upload after clearing the profile's stale ones: 413 past the recording's limit,
   * 409 when the profile already holds `openUploads` unfinished ones, 413 when their announced sizes
   * and this one's pass `unfinishedMaxBytes` (the pieces of an upload never pass its size).
   * `alsoAllowed` checks the bytes the profile's unfinished uploads announce, with this one, against
   * a further limit (the daily one). Callers hold the profile's lock, so starts never race.
   */
  async start(
    profileId: string,
    manifest: UploadManifest,
    alsoAllowed: (unfinishedBytes: number) => Promise<void>,
  ): Promise<HeldUpload> {
    if (manifest.size > this.limits.maxBytes) throw new AppError(413, 'mediaTooLarge');
    await this.removeStale(profileUploadsPrefix(profileId));
    const unfinished = await this.unfinished(profileId);
    if (unfinished.count >= this.limits.openUploads) throw new AppError(409, 'recitationUploadsOpen');
    if (unfinished.bytes + manifest.size > this.limits.unfinishedMaxBytes)
      throw new AppError(413, 'recitationUnfinishedTooLarge');
    await alsoAllowed(unfinished.bytes + manifest.size);
    const id = randomUUID();
    const createdAt = Date.now();
    const key = `${folderOf(profileId, id)}upload-${createdAt}.json`;
    await this.storage.put(key, Readable.from([Buffer.from(JSON.stringify(manifest))]));
    return { id, manifest, offset: 0, createdAt, keys: [key], chunkKeys: [] };
  }

  /** The upload as held now, or undefined when the profile has no such upload. */
  async held(profileId: string, uploadId: string): Promise<HeldUpload | undefined> {
    const folder = folderOf(profileId, uploadId);
    const keys: string[] = [];
    for await (const key of this.storage.list(folder)) keys.push(key);
    const names = keys.map((key) => key.slice(folder.length));
    const manifestName = names.find((name) => manifestPattern.test(name));
    if (!manifestName) return undefined;
    const manifest = JSON.parse(
      await textOf(await this.storage.read(folder + manifestName)),
    ) as UploadManifest;
    const pieces = new Map<number, { key: string; length: number }>();
    for (const name of names) {
      const match = chunkPattern.exec(name);
      if (match) pieces.set(Number(match[1]), { key: folder + name, length: Number(match[2]) });
    }
    // The bytes held are those that follow on from 0, piece after piece.
    let offset = 0;
    const chunkKeys: string[] = [];
    for (let piece = pieces.get(0); piece; piece = pieces.get(offset)) {
      chunkKeys.push(piece.key);
      offset += piece.length;
    }
    return {
      id: uploadId,
      manifest,
      offset,
      createdAt: Number(manifestPattern.exec(manifestName)![1]),
      keys: keys,
      chunkKeys,
    };
  }

  /**
   * Stores a piece of `length` bytes at `offset`: 409 unless `offset` is the bytes held (the
   * answer's `Upload-Offset` says where to go on), 413 past the piece's or the recording's limit,
   * 400 when fewer or more bytes arrive than announced. Answers the upload as held after it.
   */
  async append(upload: HeldUpload, profileId: string, offset: number, length: number, body: Readable) {
    if (offset !== upload.offset) {
      body.resume();
      throw new AppError(409, 'recitationUploadOffset', {
        headers: { 'Upload-Offset': String(upload.offset) },
      });
    }
    if (length === 0) {
      body.resume();
      throw new AppError(400, 'uploadIncomplete');
    }
    if (length > this.limits.chunkBytes || offset + length > upload.manifest.size) {
      body.resume();
      throw new AppError(413, 'mediaTooLarge');
    }
    const key = `${folderOf(profileId, upload.id)}chunk-${offset}-${length}`;
    await this.storage.put(key, Readable.from(exactly(body, length)));
    return {
      ...upload,
      offset: offset + length,
      keys: [...upload.keys, key],
      chunkKeys: [...upload.chunkKeys, key],
    };
  }

  /** How many uploads the profile holds unfinished, and the bytes their sizes announce together. */
  async unfinished(profileId: string): Promise<{ count: number; bytes: number }> {
    const folders = new Set<string>();
    for await (const key of this.storage.list(profileUploadsPrefix(profileId)))
      if (manifestPattern.test(key.slice(key.lastIndexOf('/') + 1)))
        folders.add(key.slice(0, key.lastIndexOf('/')));
    let bytes = 0;
    for (const folder of folders) {
      const held = await this.held(profileId, folder.slice(folder.lastIndexOf('/') + 1));
      bytes += held?.manifest.size ?? 0;
    }
    return { count: folders.size, bytes };
  }

  /** The whole recording, piece after piece, read from the store. */
  assembled(upload: HeldUpload): Readable {
    const storage = this.storage;
    async function* pieces() {
      for (const key of upload.chunkKeys) yield* await storage.read(key);
    }
    return Readable.from(pieces());
  }

  async discard(upload: HeldUpload) {
    await Promise.all(upload.keys.map((key) => this.storage.delete(key)));
  }

  /** Removes every unfinished upload of a profile (its erasure). */
  async discardProfile(profileId: string) {
    for await (const key of this.storage.list(profileUploadsPrefix(profileId)))
      await this.storage.delete(key);
  }

  /**
   * Removes every profile's unfinished uploads older than `keepHours` at `now` (the hourly
   * clean-up: an upload a learner gave up on is not kept until they send another); answers how many.
   */
  removeAbandoned(now = Date.now()): Promise<number> {
    return this.removeStale(uploadsRoot, now);
  }

  /** Removes the unfinished uploads under `prefix` older than `keepHours`; answers how many. */
  private async removeStale(prefix: string, now = Date.now()): Promise<number> {
    const byUpload = new Map<string, { keys: string[]; createdAt?: number }>();
    for await (const key of this.storage.list(prefix)) {
      const [profileId = '', uploadId = '', name = ''] = key.slice(uploadsRoot.length).split('/');
      const upload = `${profileId}/${uploadId}`;
      const entry = byUpload.get(upload) ?? { keys: [] };
      entry.keys.push(key);
      const created = manifestPattern.exec(name);
      if (created) entry.createdAt = Number(created[1]);
      byUpload.set(upload, entry);
    }
    const before = now - this.limits.keepHours * 3_600_000;
    let removed = 0;
    for (const { keys, createdAt } of byUpload.values()) {
      if (createdAt === undefined || createdAt < before) {
        await Promise.all(keys.map((key) => this.storage.delete(key)));
        removed += 1;
      }
    }
    return removed;
  }
}
