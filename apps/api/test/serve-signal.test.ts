import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtRelease, repositoryRoot as root } from './helpers/built-release';

/**
 * `npm run serve` under a supervisor (issue 37, item 5): SIGTERM to the documented process, npm
 * itself, stops the server within 10 s with every request it accepted answered, and leaves no
 * server behind. Runs the repository's own serve scripts with a real npm, on the server built into
 * a copy of the repository's layout (the build of `npm test` runs beside the tests, so not in
 * apps/api/dist), whose source, assets and packages are links to this checkout's.
 */
const work = mkdtempSync(path.join(tmpdir(), 'academy-serve-signal-'));
const left: number[] = [];
afterAll(() => {
  for (const pid of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
  rmSync(work, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Every process below `pid` (npm's shell, node), to clean up whatever the stop leaves. */
function descendants(pid: number): number[] {
  const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => Number(line.trim()))
    .filter((child) => child > 0);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('npm run serve under a supervisor', () => {
  it("is the command the unit runs, exec'd by the shell npm starts", () => {
    const scripts = (file: string) =>
      (JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { scripts: Record<string, string> })
        .scripts;
    const unit = readFileSync(path.join(root, 'deploy/systemd/academy@.service'), 'utf8');
    const execStart = /^ExecStart=\/usr\/bin\/node (.*)$/m.exec(unit)?.[1];
    expect(scripts('package.json').serve).toBe(`exec node ${execStart}`);
    expect(scripts('apps/api/package.json').serve).toBe(`exec node ${execStart?.replace('apps/api/', '')}`);
  });

  it('stops on SIGTERM to npm within 10 s, answering the request under way, leaving no server', async () => {
    const copy = builtRelease(path.join(work, 'release'));
    const port = await freePort();
    const npm: ChildProcess = spawn('npm', ['run', 'serve'], {
      cwd: copy,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(work, 'data'),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        EXAM_SWEEP_SECONDS: '0',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    npm.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      npm.once('exit', (code) => resolve({ code, at: Date.now() })),
    );
    for (let ready = false; !ready; await sleep(100)) {
      if (npm.exitCode !== null) throw new Error(`npm run serve exited:\n${errors}`);
      ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (response) => response.ok,
        () => false,
      );
    }
    left.push(...descendants(npm.pid!));

    // A request under way: its headers sent, its body still coming when the signal arrives.
    const body = JSON.stringify({ phoneNumber: '081200000000', password: 'not-the-password' });
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const answered = new Promise<void>((resolve) => {
      socket.on('data', () => answer.includes('\r\n\r\n') && resolve());
      socket.once('close', () => resolve());
    });
    socket.write(
      `POST /api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await sleep(300);
    const signalled = Date.now();
    npm.kill('SIGTERM');
    await sleep(500);
    socket.write(body.slice(10));
    await answered;
    socket.end();
    expect(answer).toMatch(/^HTTP\/1\.1 [1-4]\d\d /);

    const { code, at } = await Promise.race([
      exited,
      sleep(12_000).then(() => ({ code: -1, at: Date.now() })),
    ]);
    expect(at - signalled).toBeLessThan(10_000);
    expect(code).toBe(0);
    // Nothing left behind: no process of the tree, the port refused.
    await sleep(200);
    expect(left.filter((pid) => spawnSync('kill', ['-0', String(pid)]).status === 0)).toEqual([]);
    const refused = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);
  }, 90_000);
});
