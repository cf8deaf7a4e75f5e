// The API server as `npm run serve` runs it (apps/api's `serve` script, which `npm start` runs
// after building): its Node flags and entry, so the bench measures the server as deployed, heap settings included (decision 0071).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This checkout's root. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apiRoot = path.join(repoRoot, 'apps/api');

const startupTimeoutMs = 60_000;

/** The built server's entry file. */
export const serverEntry = path.join(apiRoot, 'dist/server.js');

/**
 * Arguments for `node` that start the built server of the checkout at `root` (this one unless
 * given): the serve script's flags, then its entry.
 */
export function serverArguments(root = repoRoot) {
  const api = path.join(root, 'apps/api');
  const entry = path.join(api, 'dist/server.js');
  const { scripts } = JSON.parse(readFileSync(path.join(api, 'package.json'), 'utf8'));
  // `exec`: the shell npm runs the script in becomes node, so npm's SIGTERM reaches the server.
  const [command, ...words] = scripts.serve
    .trim()
    .replace(/^exec\s+/, '')
    .split(/\s+/);
  const flags = words.filter((word) => word.startsWith('-'));
  if (command !== 'node' || words.at(-1) !== path.relative(api, entry)) {
    throw new Error(`apps/api's serve script is not "exec node [flags] dist/server.js": ${scripts.serve}`);
  }
  return [...flags, entry];
}

/**
 * Starts the built server (of the checkout at `root`, this one unless given) on loopback `port` in
 * production, logging warnings, with `env` over those (and `nodeFlags` before the serve script's
 * own, such as `--cpu-prof`), and waits until `/api/ready` answers (ready, not only alive: the
 * server listens before it migrates and seeds). Answers the process and the milliseconds it took;
 * a server that exits or is not ready within a minute fails with the end of what it wrote to stderr.
 */
export async function startServer(port, env, nodeFlags = [], root = repoRoot) {
  const startedAt = performance.now();
  const server = spawn(process.execPath, [...nodeFlags, ...serverArguments(root)], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr.on('data', (chunk) => {
    errors = (errors + chunk).slice(-4000);
  });
  while (performance.now() - startedAt < startupTimeoutMs) {
    if (server.exitCode !== null) {
      throw new Error(`the server exited with code ${server.exitCode}\n${errors}`);
    }
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (response) => response.ok,
      () => false, // not listening yet
    );
    if (ready) return { server, startupMs: performance.now() - startedAt };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  server.kill('SIGKILL');
  throw new Error(`the server was not ready (/api/ready) within ${startupTimeoutMs} ms\n${errors}`);
}
