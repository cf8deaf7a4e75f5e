import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A PostgreSQL server for tests that need one beside the embedded database: DATABASE_URL when
 * set (CI's PostgreSQL run), or else a throwaway server of Debian's newest installed PostgreSQL
 * on a free port from TEST_POSTGRES_PORT (default 55450) up, stopped by `stop`; undefined when
 * PostgreSQL is not installed.
 */
export async function postgresServer(): Promise<{ url: string; stop: () => Promise<void> } | undefined> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => undefined };
  const root = '/usr/lib/postgresql';
  const major = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(a) - Number(b))
        .at(-1)
    : undefined;
  if (!major) return undefined;
  const bin = path.join(root, major, 'bin');
  const folder = await mkdtemp(path.join(tmpdir(), 'academy-test-pg-'));
  // initdb refuses root: the server runs as the postgres user when the tests run as root.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await chown(folder, ...(await postgresIds()));
  const as = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
  let port = Number(process.env.TEST_POSTGRES_PORT ?? 55450);
  while (!(await portIsFree(port))) port += 1;
  const data = path.join(folder, 'data');
  await as(path.join(bin, 'initdb'), ['-D', data, '--auth=trust', '--username=postgres', '--encoding=UTF8']);
  await as(path.join(bin, 'pg_ctl'), [
    'start',
    '-D',
    data,
    '-w',
    '-l',
    path.join(folder, 'server.log'),
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`,
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await as(path.join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast']);
      await rm(folder, { recursive: true, force: true });
    },
  };
}

async function postgresIds(): Promise<[number, number]> {
  const { stdout: uid } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  return [Number(uid), Number(gid)];
}

/** A new, empty database of its own on the server at `serverUrl`. */
export async function freshDatabaseUrl(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
