// Hot reads against their floor: the academy's answer to each read, in requests per second
// under load, divided by a bare Fastify route's (scripts/bench/floor-api.mjs) running the same
// queries on the same database in the same run. A ratio below `minRatio` fails.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

export const hotReadBudget = { minRatio: 0.7 };
/**
 * Steady throughput: each read runs `warmupMs` under the same load first (the app has far more
 * code than the floor for the JIT to settle, and 1 500 calls were over in under a second), then
 * is measured for `maxMs`.
 */
export const hotReadLoad = { requests: 1_000_000, concurrency: 8, maxMs: 3_000, warmupMs: 2_000 };

/**
 * Each read: the app's URL, the floor's, and whether it is a signed-in call. URLs may be
 * functions of the demo learner's `{ kitabId, profileId }` (see `hotReadContext`).
 */
export const hotReads = [
  { name: 'class list', app: '/api/v1/classes?page=1&size=10', floor: '/floor/classes?size=10' },
  {
    name: 'class detail',
    app: '/api/v1/classes/nahwu-ajurrumiyyah',
    floor: '/floor/classes/nahwu-ajurrumiyyah',
  },
  { name: '/user/me', app: '/api/v1/user/me', floor: '/floor/user/me', signedIn: true },
  {
    name: 'kitab read',
    app: ({ kitabId, profileId }) => `/api/v1/kitab/${kitabId}?profileId=${profileId}`,
    floor: ({ kitabId, profileId }) => `/floor/kitab/${kitabId}?profileId=${profileId}`,
    signedIn: true,
  },
];

const agent = new http.Agent({ keepAlive: true, maxSockets: hotReadLoad.concurrency });

/**
 * One call of a hot read, to the app or its floor alike: asked as a phone's browser asks
 * (`Accept-Encoding: gzip, deflate, br`), its body taken as sent. The bench stands for many
 * phones but shares the server's two cores; `fetch` inflates every compressed answer, about
 * 220 µs of the bench's own CPU for a 3 KB kitab read (more than the server spends on it), which
 * charged the app for compressing to the floor's advantage, as the floor answers raw.
 */
export function hotReadCall(base, url, headers = {}) {
  return () =>
    new Promise((resolve) => {
      const request = http.get(
        `${base}${url}`,
        { agent, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode === 200));
          response.on('error', () => resolve(false));
        },
      );
      request.on('error', () => resolve(false));
    });
}

/** The URL of a read for the demo learner. */
export const urlOf = (url, context) => (typeof url === 'function' ? url(context) : url);

/** The demo main profile's PIN (README). */
const demoMainProfilePin = '123456';

/** The demo main profile and the kitab of the class it is reading (arbain-nawawi, in progress). */
export async function hotReadContext(base, headers) {
  const me = await fetch(`${base}/api/v1/user/me`, { headers }).then((r) => r.json());
  const profileId = me.data.profiles.find((profile) => profile.isMain)?.id;
  const klass = await fetch(`${base}/api/v1/classes/arbain-nawawi`).then((r) => r.json());
  const kitabId = klass.data.kitab[0]?.id;
  if (!profileId || !kitabId) throw new Error('the demo academy has no main profile or no kitab to read');
  // Reading as the profile needs its PIN once per session (decision 0014), as in the app.
  const unlocked = await fetch(`${base}/api/v1/profile/${profileId}/pin/check`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ pin: demoMainProfilePin }),
  });
  if (!unlocked.ok) throw new Error(`the demo main profile did not unlock: ${unlocked.status}`);
  return { profileId, kitabId };
}

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
