import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, fieldError } from '../../lib/app-error';
import { sniffLength, sniffMediaType } from '../media/index';
import { webmDurationSeconds } from './webm-duration';

/** WebM/Opus, Ogg/Opus, MP4/AAC (M4A or MP4) and WAV, by the extension their sniffed type gives. */
const recitationExtensions = new Set(['webm', 'ogg', 'm4a', 'mp4', 'wav']);

/** A recording received into a temporary file, checked by its content and timed from the file. */
export interface ReceivedAudio {
  path: string;
  durationSeconds: number;
  /** Its bytes. */
  size: number;
  /** Removes the temporary file (call once stored or refused). */
  discard(): Promise<void>;
}

/**
 * Seconds of audio the file holds, read by music-metadata; a WebM without a length in its header
 * (MediaRecorder's, on which the parser may also fail) is timed by its last block.
 */
async function durationOf(path: string, size: number, extension: string): Promise<number | undefined> {
  // Loaded at the first recitation received, not at every start (decision 0187).
  const { parseFile } = await import('music-metadata');
  const metadata = await parseFile(path, { duration: true, skipCovers: true }).catch(() => undefined);
  const read = metadata?.format.duration;
  if (read !== undefined && Number.isFinite(read) && read > 0) return read;
  if (extension !== 'webm') return undefined;
  const file = await open(path, 'r');
  try {
    return await webmDurationSeconds(file, size);
  } finally {
    await file.close();
  }
}

/**
 * Receives a recitation's audio into a temporary file and checks it (api-contract "Recitations"):
 * 413 past `maxBytes`, 400 for a cut-off upload, 415 unless the content is one of the accepted
 * types whatever its name, 400 on `audio` when its length cannot be read or passes `maxSeconds`.
 */
export async function receiveRecitationAudio(
  stream: Readable & { truncated?: boolean },
  limits: { maxBytes: number; maxSeconds: number },
): Promise<ReceivedAudio> {
  const path = join(tmpdir(), `recitation-${randomUUID()}`);
  const discard = () => rm(path, { force: true });
  try {
    await pipeline(stream, createWriteStream(path)).catch((error: unknown) => {
      throw new AppError(400, 'uploadIncomplete', { cause: error });
    });
    if (stream.truncated) throw new AppError(413, 'mediaTooLarge');
    const file = await open(path, 'r');
    const head = Buffer.alloc(sniffLength);
    const { size } = await file.stat();
    await file.read(head, 0, sniffLength, 0).finally(() => file.close());
    const type = sniffMediaType(head);
    if (!type || !recitationExtensions.has(type.extension)) throw new AppError(415, 'recitationAudioType');
    const durationSeconds = await durationOf(path, size, type.extension).catch(() => undefined);
    if (durationSeconds === undefined) throw fieldError('audio', 'recitationAudioUnreadable');
    if (durationSeconds > limits.maxSeconds) throw fieldError('audio', 'recitationTooLong');
    return { path, durationSeconds: Math.round(durationSeconds * 100) / 100, size, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
