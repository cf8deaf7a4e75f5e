import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline as pipelineCallback, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { DatabaseKind } from '../../db/database';
import type { MigrationLevel } from '../../db/migration-level';
import type { MediaStorage } from '../media/index';
import { DumpSummary, lineFile, linesOf, type TableSums } from './database-dump';

/**
 * A backup (decision 0085): one gzipped tar holding `database.jsonl` (the portable dump of
 * database-dump.ts), `database.pgdump` (pg_dump's custom format of the same instant, from
 * PostgreSQL only), `media/<key>` for every media file, and `manifest.json` last.
 */
export const archiveFormat = 'academy-backup/1';

export interface Manifest {
  format: string;
  createdAt: string;
  appVersion: string;
  database: { kind: DatabaseKind; migration: MigrationLevel; tables: TableSums; pgDump: boolean };
  media: Record<string, { size: number; sha256: string }>;
}

const databaseEntry = 'database.jsonl';
const pgDumpEntry = 'database.pgdump';
const manifestEntry = 'manifest.json';
const mediaPrefix = 'media/';

/**
 * `content` passed on unchanged, its SHA-256 kept (`digest` once it ended); with `expected`, the
 * stream fails at its end when the bytes do not match.
 */
function hashed(content: Readable, expected?: { key: string; sha256: string | undefined }) {
  const hash = createHash('sha256');
  let sum = '';
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      sum = hash.digest('hex');
      const matches = !expected || sum === expected.sha256;
      done(matches ? null : new Error(`media file ${expected?.key} does not match its hash`));
    },
  });
  return { stream: pipelineCallback(content, transform, () => undefined), digest: () => sum };
}

export interface BackupSource {
  kind: DatabaseKind;
  appVersion: string;
  /**
   * Writes the database dump's lines to `line` (awaiting it applies back-pressure); may write
   * pg_dump's file of the same instant to `pgDumpFile`, answering whether it did.
   */
  dump(line: (text: string) => Promise<void>, pgDumpFile: string): Promise<boolean>;
  media: MediaStorage;
}

/** Writes the archive to `file` (through a temporary name, so a failed backup leaves nothing). */
export async function writeBackup(file: string, source: BackupSource): Promise<Manifest> {
  const work = await mkdtemp(path.join(tmpdir(), 'academy-backup-'));
  const partial = `${file}.partial`;
  try {
    const dumpFile = path.join(work, databaseEntry);
    const pgDumpFile = path.join(work, pgDumpEntry);
    const summary = new DumpSummary();
    const sink = lineFile(dumpFile);
    const pgDump = await source.dump(async (text) => {
      summary.add(text);
      await sink.line(text);
    }, pgDumpFile);
    await sink.close();
    const tables = summary.finish();
    if (!summary.header) throw new Error('the database dump has no header');

    const pack = tar.pack();
    // The archive holds password, PIN and token hashes, contacts and recordings: its owner's alone.
    const written = pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600 }));
    const addFile = async (name: string, size: number, content: Readable) => {
      await pipeline(content, pack.entry({ name, size, mode: 0o600 }));
    };
    await addFile(databaseEntry, (await stat(dumpFile)).size, createReadStream(dumpFile));
    if (pgDump) await addFile(pgDumpEntry, (await stat(pgDumpFile)).size, createReadStream(pgDumpFile));
    const media: Manifest['media'] = {};
    for await (const key of source.media.list()) {
      const size = await source.media.size(key);
      if (size === undefined) continue; // deleted since it was listed
      const { stream, digest } = hashed(await source.media.read(key));
      await addFile(`${mediaPrefix}${key}`, size, stream);
      media[key] = { size, sha256: digest() };
    }
    const manifest: Manifest = {
      format: archiveFormat,
      createdAt: new Date().toISOString(),
      appVersion: source.appVersion,
      database: { kind: source.kind, migration: summary.header.migration, tables, pgDump },
      media,
    };
    pack.entry({ name: manifestEntry, mode: 0o600 }, `${JSON.stringify(manifest, null, 2)}\n`);
    pack.finalize();
    await written;
    await chmod(partial, 0o600); // a leftover partial file of an earlier run keeps its own mode
    await rename(partial, file);
    return manifest;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** An archive unpacked into a temporary folder: its manifest, and readers of its parts. */
export interface UnpackedBackup {
  manifest: Manifest;
  /** The database dump's lines. */
  databaseLines(): AsyncIterable<string>;
  /** A media file's bytes, checked against the manifest's hash as they are read. */
  mediaFile(key: string): Readable;
  remove(): Promise<void>;
}

export async function unpackBackup(file: string): Promise<UnpackedBackup> {
  const folder = await mkdtemp(path.join(tmpdir(), 'academy-restore-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    const extract = tar.extract();
    const reading = pipeline(createReadStream(file), createGunzip(), extract);
    for await (const entry of extract) {
      const target = path.resolve(folder, entry.header.name);
      if (!target.startsWith(folder + path.sep) || entry.header.type !== 'file') {
        throw new Error(`the archive holds an entry it should not: ${entry.header.name}`);
      }
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(entry, createWriteStream(target, { mode: 0o600 }));
    }
    await reading;
    const manifest = JSON.parse(
      await readFile(path.join(folder, manifestEntry), 'utf8').catch(() => '{}'),
    ) as Manifest;
    if (manifest.format !== archiveFormat)
      throw new Error(`${file} is not an academy backup (no ${archiveFormat} manifest)`);
    return {
      manifest,
      databaseLines: () => linesOf(createReadStream(path.join(folder, databaseEntry))),
      mediaFile: (key) =>
        hashed(createReadStream(path.join(folder, mediaPrefix, key)), {
          key,
          sha256: manifest.media[key]?.sha256,
        }).stream,
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}
