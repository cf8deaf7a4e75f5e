// `npm run bench`: starts the built server on a free loopback port with a throwaway database
// and the demo academy, measures latency and throughput of the main calls, start-up time and
// the web app's initial JavaScript, compares each figure with its budget, prints a table and
// exits non-zero when a budget is missed. Bounded in requests and time; cleans up after itself.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageInitialJs, webIndex } from './initial-js.mjs';
import {
  lighthouseBudgets,
  lighthouseReruns,
  lighthouseTable,
  measureLighthouse,
} from './bench/lighthouse.mjs';
import { measureSignedIn } from './bench/signed-in.mjs';
import {
  hotReadBudget,
  hotReadCall,
  hotReadContext,
  hotReadLoad,
  hotReads,
  startFloorApi,
  urlOf,
} from './bench/hot-reads.mjs';
import { examNightRows } from './bench/exam-night.mjs';
import { serverEntry, startServer } from './bench/server-command.mjs';

/** Budgets: a figure over its budget fails the run. Milliseconds, requests per second, bytes. */
const budgets = {
  startupMs: 10_000,
  health: { p95: 20, minRps: 300 },
  academy: { p95: 30, minRps: 200 },
  signIn: { p95: 600, minRps: 3 },
  me: { p95: 50, minRps: 100 },
  classes: { p95: 100, minRps: 50 },
  /** Each public page's initial JavaScript (issue 36). */
  initialJsGzipBytes: 90 * 1024,
};

/**
 * Work per call, in two phases: latency from one client calling in sequence (the time a call
 * takes, not the time it waits behind others), throughput from `concurrency` clients at once.
 * Each phase stops at `requests` answers or after `maxMs`, whichever comes first.
 */
const loads = {
  health: { requests: 1000, concurrency: 8, maxMs: 10_000 },
  academy: { requests: 1000, concurrency: 8, maxMs: 10_000 },
  signIn: { requests: 30, concurrency: 4, maxMs: 15_000 },
  me: { requests: 800, concurrency: 8, maxMs: 10_000 },
  classes: { requests: 400, concurrency: 8, maxMs: 10_000 },
};
const warmupRequests = 200;
const wholeRunTimeoutMs = 15 * 60_000;
/** Public pages Lighthouse measures against the floor (`--no-lighthouse` skips them). */
const lighthousePages = ['/', '/kelas/nahwu-ajurrumiyyah', '/login', '/register', '/store', '/dept/quran'];
/** Signed-in pages whose first load Lighthouse measures with the demo learner's session. */
const signedInPages = ['/dashboard', '/dashboard/class'];

const demo = { phoneNumber: '081234567890', password: 'demo12345' };
const demoPin = '123456';
/** `--pages`: only start-up and the web pages' figures (Lighthouse and initial JavaScript). */
const pagesOnly = process.argv.includes('--pages');
/**
 * `--before <folder>`: a built checkout of the release before issue 36 (2b8a7e3), whose signed-in
 * loads alternate with this one's: the budget is then half of its figures in the same run.
 */
const beforeArgument = process.argv.includes('--before')
  ? (process.argv[process.argv.indexOf('--before') + 1] ?? '')
  : undefined;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const print = (text = '') => process.stdout.write(`${text}\n`);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function buildIfMissing(file, workspace) {
  if (existsSync(file) && !process.argv.includes('--build')) return;
  print(`building ${workspace} …`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build -w ${workspace} failed`);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** Runs `call` with a pool of `concurrency` workers; answers latency percentiles and throughput. */
async function runPool(call, { requests, concurrency, maxMs }) {
  const latencies = [];
  let started = 0;
  let failures = 0;
  const begin = performance.now();
  const worker = async () => {
    while (started < requests && performance.now() - begin < maxMs) {
      started += 1;
      const t0 = performance.now();
      const ok = await call().catch(() => false);
      latencies.push(performance.now() - t0);
      if (!ok) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = performance.now() - begin;
  latencies.sort((a, b) => a - b);
  return { latencies, failures, rps: latencies.length / (elapsed / 1000) };
}

/** Warms the call up, then measures its latency alone and its throughput under load. */
async function measure(call, load) {
  for (let i = 0; i < Math.min(warmupRequests, load.requests / 4); i += 1) await call();
  const alone = await runPool(call, { ...load, concurrency: 1 });
  const loaded = await runPool(call, load);
  return {
    count: alone.latencies.length + loaded.latencies.length,
    failures: alone.failures + loaded.failures,
    concurrency: load.concurrency,
    rps: loaded.rps,
    p50: percentile(alone.latencies, 50),
    p95: percentile(alone.latencies, 95),
    p99: percentile(alone.latencies, 99),
    loadedP95: percentile(loaded.latencies, 95),
  };
}

function stopServer(server) {
  if (!server || server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

const rows = [];
function row(name, figure, unit, budget, passed, detail = '') {
  rows.push({ name, figure, unit, budget, passed, detail });
}

function printTable() {
  const format = (value) =>
    Number.isFinite(value) ? (value >= 100 ? value.toFixed(0) : value.toFixed(1)) : '—';
  const lines = rows.map((r) => [
    r.name,
    `${format(r.figure)} ${r.unit}`,
    r.budget === undefined ? '' : `${/^[≥≤]/.test(r.budget) ? '' : '< '}${r.budget}`,
    r.passed === undefined ? '' : r.passed ? 'ok' : 'MISSED',
    r.detail,
  ]);
  const header = ['measure', 'figure', 'budget', 'result', 'detail'];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const render = (cells) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  print(render(header));
  print(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) print(render(line));
}

function latencyRows(name, result, budget) {
  const detail = `${result.count} answers${result.failures ? `, ${result.failures} FAILED` : ''}`;
  row(`${name} p50`, result.p50, 'ms');
  row(
    `${name} p95`,
    result.p95,
    'ms',
    `${budget.p95} ms`,
    result.p95 < budget.p95 && result.failures === 0,
    detail,
  );
  row(`${name} p99`, result.p99, 'ms');
  row(
    `${name} throughput`,
    result.rps,
    'req/s',
    `≥ ${budget.minRps} req/s`,
    result.rps >= budget.minRps,
    `${result.concurrency} clients, p95 ${result.loadedP95.toFixed(1)} ms`,
  );
}

let lighthouseMarkdown = '';

function lighthouseRows(pages) {
  for (const page of pages) {
    if (page.lcpRatio === undefined) {
      row(
        `lighthouse ${page.page} score`,
        page.score,
        '',
        undefined,
        undefined,
        `LCP ${(page.lcp / 1000).toFixed(2)} s`,
      );
      continue;
    }
    const detail = `scores ${page.scores.map((s) => s.toFixed(0)).join(', ')}; TBT ${page.tbt.toFixed(0)} ms`;
    row(
      `lighthouse ${page.page} score`,
      page.score,
      '',
      `≥ ${lighthouseBudgets.minScore}`,
      page.score >= lighthouseBudgets.minScore,
      detail,
    );
    row(
      `lighthouse ${page.page} LCP`,
      page.lcpRatio,
      '× floor',
      `≤ ${lighthouseBudgets.maxLcpRatio}`,
      page.lcpRatio <= lighthouseBudgets.maxLcpRatio,
      `${(page.lcp / 1000).toFixed(2)} s`,
    );
  }
}

function signedInRows(pages) {
  for (const page of pages) {
    const before = page.before?.scriptMs ? page.before : undefined;
    const beforeWhen = before?.sameRun ? 'before, same run' : 'before';
    row(
      `${page.page} signed in, script (4× CPU)`,
      page.scriptMs,
      'ms',
      before ? `≤ ${(before.scriptMs / 2).toFixed(0)} ms` : undefined,
      page.passed,
      `${before ? `${beforeWhen}: ${before.scriptMs.toFixed(0)} ms; ` : ''}loads ${page.scripts.map((s) => s.toFixed(0)).join(', ')} ms`,
    );
    row(
      `${page.page} signed in, blocking (4× CPU)`,
      page.blockingMs,
      'ms',
      undefined,
      undefined,
      before ? `${beforeWhen}: ${before.blockingMs.toFixed(0)} ms` : '',
    );
  }
}

/** The demo learner signed in on `base`: the sign-in's answer (token, user). */
async function signInDemo(base) {
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demo),
  });
  if (!login.ok) throw new Error(`demo sign-in failed: ${login.status} ${await login.text()}`);
  return (await login.json()).data;
}

/** The folder `--before` names, checked to be a built checkout other than this one. */
function beforeCheckout() {
  if (beforeArgument === undefined) return undefined;
  const folder = path.resolve(beforeArgument);
  if (!beforeArgument || beforeArgument.startsWith('--') || folder === root) {
    throw new Error('--before needs the folder of a built checkout of another release');
  }
  for (const file of ['apps/api/dist/server.js', 'apps/web/dist/index.html']) {
    if (!existsSync(path.join(folder, file))) {
      throw new Error(`--before ${folder}: ${file} is missing (npm ci && npm run build there first)`);
    }
  }
  return folder;
}

/**
 * The built checkout at `root` (`--before`) serving its demo academy on a port of its own, and
 * its demo learner's session; `stop` ends it and removes its data.
 */
async function startBefore(root) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-bench-before-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', RATE_LIMIT_PER_MINUTE: '10000000' };
  const { server } = await startServer(port, env, [], root);
  const stop = () => stopServer(server).then(() => rm(dataDir, { recursive: true, force: true }));
  try {
    return { base, storage: await demoSession(base, await signInDemo(base)), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The demo learner's session as the app keeps it in the browser, main profile active and unlocked. */
async function demoSession(base, user) {
  const headers = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
  const me = await (await fetch(`${base}/api/v1/user/me`, { headers })).json();
  const profile = me.data.profiles[0];
  const unlocked = await fetch(`${base}/api/v1/profile/${profile.id}/pin/check`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ pin: demoPin }),
  });
  if (!unlocked.ok) throw new Error(`the demo profile did not unlock: ${unlocked.status}`);
  return {
    'academy.user': JSON.stringify(user),
    'academy.profile': JSON.stringify({ id: profile.id, userId: profile.userId ?? user.id }),
  };
}

/**
 * The database templates' folder (apps/api/src/db/pglite-template.ts). An outdated template found
 * there only makes the measured start slower (it makes the current one), never faster.
 */
const templateFolder = path.join(root, 'node_modules/.cache/academy');
const hasDatabaseTemplate = () =>
  existsSync(templateFolder) &&
  readdirSync(templateFolder).some((name) => /^pglite-[\d.]+-[0-9a-f]{16}$/.test(name));

/** Starts the built server on `port` with the demo academy in `dataDir`; answers when it is ready. */
const startAcademy = (port, dataDir) =>
  startServer(port, {
    DATA_DIR: dataDir,
    // A PostgreSQL server when DATABASE_URL is set (an empty database gets the demo academy).
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    SEED_DEMO: 'true',
    // The bench is one client sending thousands of calls; the per-address limit would stop it.
    RATE_LIMIT_PER_MINUTE: '10000000',
  });

async function main() {
  const beforeRoot = beforeCheckout();
  buildIfMissing(serverEntry, 'apps/api');
  buildIfMissing(webIndex, 'apps/web');

  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server;
  let startupMs;
  let floorServer;
  let hotContext;
  const deadline = setTimeout(() => {
    console.error(`bench: stopped after ${wholeRunTimeoutMs / 1000} s`);
    server?.kill('SIGKILL');
    process.exit(2);
  }, wholeRunTimeoutMs);
  deadline.unref();
  const interrupt = () => {
    void stopServer(server).then(() =>
      rm(dataDir, { recursive: true, force: true }).finally(() => process.exit(130)),
    );
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  try {
    // The first new embedded database on a machine also makes the template later ones copy
    // (decision 0112): that start is shown on its own, and the budget is for the starts after it.
    if (!process.env.DATABASE_URL && !hasDatabaseTemplate()) {
      const firstDir = await mkdtemp(path.join(tmpdir(), 'academy-bench-first-'));
      const first = await startAcademy(await freePort(), firstDir);
      await stopServer(first.server);
      await rm(firstDir, { recursive: true, force: true });
      row('start-up, first on this machine (makes the template)', first.startupMs, 'ms');
    }
    ({ server, startupMs } = await startAcademy(port, dataDir));
    row(
      'start-up to first healthy answer',
      startupMs,
      'ms',
      `${budgets.startupMs} ms`,
      startupMs < budgets.startupMs,
    );

    const data = await signInDemo(base);
    const signedIn = { authorization: `Bearer ${data.token}` };

    const appRps = [];
    if (!pagesOnly) {
      const get =
        (url, headers = {}) =>
        async () => {
          const response = await fetch(`${base}${url}`, { headers });
          await response.arrayBuffer();
          return response.ok;
        };
      const signIn = async () => {
        const response = await fetch(`${base}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(demo),
        });
        await response.arrayBuffer();
        return response.ok;
      };

      const classesList = await fetch(`${base}/api/v1/classes?page=1&size=10`).then((r) => r.json());
      if (!(classesList.meta?.totalElements > 0)) throw new Error('the demo academy has no classes to list');

      latencyRows('GET /api/health', await measure(get('/api/health'), loads.health), budgets.health);
      latencyRows(
        'GET /api/v1/academy',
        await measure(get('/api/v1/academy'), loads.academy),
        budgets.academy,
      );
      latencyRows('POST /api/v1/auth/login', await measure(signIn, loads.signIn), budgets.signIn);
      latencyRows(
        'GET /api/v1/user/me',
        await measure(get('/api/v1/user/me', signedIn), loads.me),
        budgets.me,
      );
      latencyRows(
        'GET /api/v1/classes',
        await measure(get('/api/v1/classes?page=1&size=10', signedIn), loads.classes),
        budgets.classes,
      );

      // Hot reads: the app's throughput now, the floor's once the app has stopped (the embedded
      // database has one owner at a time), on the same data.
      hotContext = await hotReadContext(base, signedIn);
      for (const read of hotReads) {
        const call = hotReadCall(base, urlOf(read.app, hotContext), read.signedIn ? signedIn : {});
        if (!(await call())) throw new Error(`hot read ${read.name}: the app did not answer 200`);
        await runPool(call, { ...hotReadLoad, maxMs: hotReadLoad.warmupMs });
        appRps.push((await runPool(call, hotReadLoad)).rps);
      }
    }

    const initialJs = new Map();
    for (const page of lighthousePages) {
      const js = await pageInitialJs(base, page);
      initialJs.set(`\`${page}\``, js.gzip);
      row(
        `${page} initial JS (gzip)`,
        js.gzip / 1024,
        'KiB',
        `${budgets.initialJsGzipBytes / 1024} KiB`,
        js.gzip <= budgets.initialJsGzipBytes,
        `${js.files} files, ${(js.raw / 1024).toFixed(1)} KiB raw`,
      );
    }

    if (!process.argv.includes('--no-lighthouse')) {
      const pages = await measureLighthouse({ base, pages: lighthousePages, floorPort: await freePort() });
      const before = beforeRoot ? await startBefore(beforeRoot) : undefined;
      const signedInPagesMeasured = await measureSignedIn({
        base,
        pages: signedInPages,
        storage: await demoSession(base, data),
        before,
      }).finally(() => before?.stop());
      for (const page of pages) page.initialJs = initialJs.get(page.page);
      lighthouseRows(pages);
      signedInRows(signedInPagesMeasured);
      lighthouseMarkdown = lighthouseTable(pages);
      row('lighthouse runs measured again (no trace)', lighthouseReruns(), '');
    }
    await stopServer(server);
    if (!pagesOnly) {
      const floor = await startFloorApi({
        port: await freePort(),
        env: { DATABASE_URL: process.env.DATABASE_URL ?? '', DATA_DIR: dataDir },
      });
      floorServer = floor.child;
      for (const [index, read] of hotReads.entries()) {
        const call = hotReadCall(floor.base, urlOf(read.floor, hotContext), read.signedIn ? signedIn : {});
        if (!(await call())) throw new Error(`hot read ${read.name}: the floor did not answer 200`);
        await runPool(call, { ...hotReadLoad, maxMs: hotReadLoad.warmupMs });
        const floorRps = (await runPool(call, hotReadLoad)).rps;
        const ratio = appRps[index] / floorRps;
        row(
          `hot read ${read.name} / floor`,
          ratio,
          '×',
          `≥ ${hotReadBudget.minRatio}`,
          ratio >= hotReadBudget.minRatio,
          `${appRps[index].toFixed(0)} vs ${floorRps.toFixed(0)} req/s, ${hotReadLoad.concurrency} clients, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}`,
        );
      }
    }
  } finally {
    await stopServer(floorServer);
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
    clearTimeout(deadline);
  }

  if (!pagesOnly) await examNightRows(row);

  print();
  printTable();
  if (lighthouseMarkdown) {
    print();
    print('Lighthouse, mobile profile (simulated slow 4G, 4× CPU slowdown), medians:');
    print();
    print(lighthouseMarkdown);
  }
  const missed = rows.filter((r) => r.passed === false);
  print();
  print(missed.length === 0 ? 'bench: every budget met' : `bench: ${missed.length} budget(s) missed`);
  return missed.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
