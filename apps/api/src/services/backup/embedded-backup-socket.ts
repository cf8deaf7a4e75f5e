import { createReadStream } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../../db/database';
import { dumpDatabase, lineFile, linesOf } from './database-dump';

/**
 * The embedded database belongs to the one process that opened it (decision 0085): while a server
 * runs on DATA_DIR, `npm run backup` asks it for the dump over a Unix socket in DATA_DIR (only
 * the owner of the folder can reach it) instead of opening the files a second time.
 */
export const backupSocketOf = (dataDir: string) => path.join(dataDir, 'academy-backup.sock');

async function writeDump(db: Database, socket: net.Socket) {
  const work = await mkdtemp(path.join(tmpdir(), 'academy-dump-'));
  try {
    // The dump goes to a file first: the database is held only while it is read, not while
    // the client takes the bytes.
    const file = path.join(work, 'database.jsonl');
    const sink = lineFile(file);
    await dumpDatabase(db, sink.line);
    await sink.close();
    await pipeline(createReadStream(file), socket);
  } catch (error) {
    socket.end(`!${error instanceof Error ? error.message : String(error)}\n`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Answers `ping` and `dump` on DATA_DIR's socket; answers a function that stops listening. */
export async function listenForBackups(
  dataDir: string,
  db: Database,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const socketPath = backupSocketOf(dataDir);
  await rm(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.on('error', onError);
    socket.once('data', (request: Buffer) => {
      const asked = request.toString('utf8').trim();
      if (asked === 'dump') writeDump(db, socket).catch(onError);
      else socket.end(asked === 'ping' ? 'pong\n' : '!unknown request\n');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  await chmod(socketPath, 0o600);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A connection to the running server's socket, or undefined when no server listens there. */
async function connect(dataDir: string): Promise<net.Socket | undefined> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(backupSocketOf(dataDir));
    socket.once('connect', () => resolve(socket));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
  });
}

/** Whether a server runs on DATA_DIR (it answers on the socket). */
export async function embeddedServerRuns(dataDir: string): Promise<boolean> {
  const socket = await connect(dataDir);
  if (!socket) return false;
  socket.end('ping\n');
  socket.resume();
  return true;
}

/**
 * The running server's dump of DATA_DIR, line by line to `line`; false when no server runs
 * there (the caller then opens the database itself).
 */
export async function dumpFromRunningServer(
  dataDir: string,
  line: (text: string) => Promise<void>,
): Promise<boolean> {
  const socket = await connect(dataDir);
  if (!socket) return false;
  socket.write('dump\n');
  for await (const text of linesOf(socket)) {
    if (text.startsWith('!'))
      throw new Error(`the running server could not dump the database: ${text.slice(1)}`);
    await line(text);
  }
  return true;
}
