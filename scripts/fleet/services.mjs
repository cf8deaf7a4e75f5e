// The parts of a fleet on this machine's loopback, for `npm run fleet`: a throwaway PostgreSQL
// (Debian's), Redis, app servers started as deploy/systemd/academy@.service starts them, and
// Debian's nginx with deploy/nginx/academy.conf. Each is a child process, stopped by `stopAll`.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, chmodSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArguments } from '../bench/server-command.mjs';
import { fleetNginxConf, fleetSite } from './nginx-site.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const unitFile = path.join(root, 'deploy/systemd/academy@.service');
const nginxFile = path.join(root, 'deploy/nginx/academy.conf');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port from FLEET_PORT_BASE upwards (`offset`), or one the system finds free. */
export function portOf(offset) {
  if (process.env.FLEET_PORT_BASE) return Promise.resolve(Number(process.env.FLEET_PORT_BASE) + offset);
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Every child started here, stopped in reverse order at the end (or on a failure). */
const children = [];

function started(name, child) {
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-6000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const entry = { name, child, output: () => output };
  children.push(entry);
  return entry;
}

export async function stopAll() {
  for (const { name, child } of children.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    // nginx's master stops its workers on SIGTERM; killed outright, its worker would keep the port.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(name === 'nginx' ? 'SIGTERM' : 'SIGKILL');
    await Promise.race([exited, sleep(5_000)]);
  }
  children.length = 0;
  if (pgStop) pgStop();
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
  return result.stdout;
}

let pgStop;

/**
 * A PostgreSQL 15+ cluster of its own in `dir` on `port` (Debian's binaries; as the postgres
 * user when run as root, since initdb refuses root). Answers its URL and how to stop and start it.
 */
export async function startPostgres(dir, port) {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const bin = `/usr/lib/postgresql/${versions[0]}/bin`;
  const asRoot = process.getuid?.() === 0;
  const as = (command, args) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
  mkdirSync(dir, { recursive: true });
  if (asRoot) {
    const { uid, gid } = userIds('postgres');
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  as(`${bin}/initdb`, [
    '-D',
    data,
    '--auth=trust',
    '--username=postgres',
    '--encoding=UTF8',
    '--no-instructions',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () =>
    as(`${bin}/pg_ctl`, [
      'start',
      '-D',
      data,
      '-w',
      '-t',
      '60',
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      options,
    ]);
  const stop = () => as(`${bin}/pg_ctl`, ['stop', '-D', data, '-m', 'fast']);
  start();
  pgStop = () => {
    try {
      stop();
    } catch {
      // Already stopped.
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, start };
}

function userIds(name) {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  if (!line) throw new Error(`no user ${name}`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Debian's redis-server on `port`, in memory only. */
export async function startRedis(port) {
  const entry = started(
    'redis',
    spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    ),
  );
  for (let i = 0; i < 100; i += 1) {
    if (entry.child.exitCode !== null) throw new Error(`redis-server exited:\n${entry.output()}`);
    if (entry.output().includes('Ready to accept connections')) return `redis://127.0.0.1:${port}`;
    await sleep(50);
  }
  throw new Error(`redis-server did not start:\n${entry.output()}`);
}

/**
 * How academy@.service starts a server on `port`: its Environment lines (%i is the port) and its
 * ExecStart, checked against apps/api's `serve` script so the unit and `npm run serve` agree.
 */
export function unitCommand(port) {
  const lines = readFileSync(unitFile, 'utf8').split('\n');
  const environment = Object.fromEntries(
    lines
      .filter((line) => line.startsWith('Environment='))
      .map((line) => line.slice('Environment='.length).replaceAll('%i', String(port)).split('=')),
  );
  const execStart = lines.find((line) => line.startsWith('ExecStart='));
  const [node, ...args] = execStart.slice('ExecStart='.length).trim().split(/\s+/);
  const serve = serverArguments();
  const unitArgs = args.map((arg) => (arg.startsWith('-') ? arg : path.join(root, arg)));
  if (!node.endsWith('/node') || JSON.stringify(unitArgs) !== JSON.stringify(serve)) {
    throw new Error(`academy@.service's ExecStart differs from apps/api's serve script: ${execStart}`);
  }
  return { environment, args: unitArgs };
}

/** An app server on `port` as its systemd unit starts it, with the fleet's settings `env`. */
export function startAppServer(name, port, env) {
  const { environment, args } = unitCommand(port);
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const entry = started(name, child);
  return {
    ...entry,
    name,
    port,
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
}

/** The answer of `GET /api/ready` on `port`: its status, or 0 when nothing answers. */
export async function readyStatus(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(3000) });
    const body = await response.json().catch(() => null);
    return { status: response.status, reason: body?.reason };
  } catch {
    return { status: 0 };
  }
}

/** Waits until the server answers ready; answers the 503 reasons seen on the way. */
export async function waitReady(server, timeoutMs = 300_000) {
  const seen = new Set();
  for (const begin = Date.now(); Date.now() - begin < timeoutMs; await sleep(50)) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited:\n${server.output()}`);
    const { status, reason } = await readyStatus(server.port);
    if (status === 200) return seen;
    if (reason) seen.add(reason);
  }
  throw new Error(`${server.name} was not ready within ${timeoutMs} ms:\n${server.output()}`);
}

/**
 * Debian's nginx in the foreground with deploy/nginx/academy.conf as the fleet runs it (plain HTTP
 * on `port`, nginx-site.mjs), its upstream servers the fleet's; its pid, logs and temporary files in `dir`.
 */
export async function startNginx(dir, port, upstreamPorts) {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o777);
  const redirectPort = await portOf(13);
  const site = fleetSite(readFileSync(nginxFile, 'utf8'), { port, redirectPort, upstreamPorts });
  writeFileSync(path.join(dir, 'academy.conf'), site);
  writeFileSync(path.join(dir, 'nginx.conf'), fleetNginxConf(dir, path.join(dir, 'academy.conf')));
  run('nginx', ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')]);
  const entry = started(
    'nginx',
    spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  for (let i = 0; i < 100; i += 1) {
    if (entry.child.exitCode !== null) throw new Error(`nginx exited:\n${entry.output()}`);
    const answered = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (answered === 200) return `http://127.0.0.1:${port}`;
    await sleep(50);
  }
  throw new Error(`nginx did not answer:\n${entry.output()}`);
}
