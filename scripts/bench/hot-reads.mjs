// Hot reads against their floor: the academy's answer to each read, in requests per second
// under load, divided by a bare Fastify route's (scripts/bench/floor-api.mjs) running the same
// queries on the same database in the same run. A ratio below `minRatio` fails.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const hotReadBudget = { minRatio: 0.7 };
export const hotReadLoad = { requests: 1500, concurrency: 8, maxMs: 6_000 };

/** Each read: the app's URL, the floor's, and whether it is a signed-in call. */
export const hotReads = [
  { name: 'class list', app: '/api/v1/classes?page=1&size=10', floor: '/floor/classes?size=10' },
  {
    name: 'class detail',
    app: '/api/v1/classes/nahwu-ajurrumiyyah',
    floor: '/floor/classes/nahwu-ajurrumiyyah',
  },
  { name: '/user/me', app: '/api/v1/user/me', floor: '/floor/user/me', signedIn: true },
];

const floorEntry = fileURLToPath(new URL('./floor-api.mjs', import.meta.url));

/** Starts the floor server on `port` over the database in `env` (DATABASE_URL or DATA_DIR). */
export async function startFloorApi({ port, env }) {
  const child = spawn(process.execPath, [floorEntry], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk).slice(-2000);
  });
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  while (performance.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`the floor server exited: ${errors}`);
    const ok = await fetch(`${base}/floor/classes?size=1`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, child };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error('the floor server did not start within 60 s');
}
