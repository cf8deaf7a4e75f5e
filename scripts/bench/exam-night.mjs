// The exam-night scenario of `npm run bench` (issue 8): simulated learners start attempts of one
// exam, then each saves an answer every 10 s (exam pace) for EXAM_NIGHT_SECONDS, on a ladder of learner
// counts up to the aim (an eighth, a quarter, half, all). The server is
// killed (SIGKILL) at the end and every acknowledged save is read back from the database: a
// learner count is held when p99 save latency ≤ 50 ms, no call failed and no acknowledged answer
// is lost. Runs on the embedded database, and on PostgreSQL when BENCH_DATABASE_URL names a
// server (a throwaway database `academy_exam_night` is created in it and dropped after).
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './server-command.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const budget = { p99Ms: 50 };
const paceMs = 10_000;
const nightMs = Number(process.env.EXAM_NIGHT_SECONDS ?? '60') * 1000;
const learnersOn = {
  pglite: Number(process.env.EXAM_NIGHT_LEARNERS_PGLITE ?? '300'),
  postgres: Number(process.env.EXAM_NIGHT_LEARNERS_POSTGRES ?? '10000'),
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** A JSON client on keep-alive sockets (a few dozen, as a load balancer would hold). */
export function client(port) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 48 });
  return (method, url, token, body) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          path: url,
          method,
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            resolve({ status: response.statusCode, body: text ? JSON.parse(text) : null });
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
}

async function startExamServer(env) {
  const port = await freePort();
  const { server } = await startServer(port, {
    SEED_DEMO: 'false',
    RATE_LIMIT_PER_MINUTE: '100000000',
    ...env,
  }).catch((error) => {
    throw new Error(`exam night: ${error.message}`);
  });
  return { server, port };
}

/** Runs `work` over `items` with `concurrency` at a time. */
export async function pool(items, concurrency, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** `count` learners saving at exam pace for the night, from the global round `firstRound` on. */
export async function paceNight({ call, learners, count, questionIds, firstRound, lengthMs = nightMs }) {
  // Learner i saves at offset i/N of each 10 s and answers one question per save; `seq` grows
  // with the round across steps, so every save is newer than the last one stored.
  const acked = new Map();
  const latencies = [];
  // Each second of the night (by when its saves were sent): its saves' latencies, to see whether
  // the slowest saves are spread out or one pause's.
  const bySecond = [];
  let failures = 0;
  const rounds = Math.max(1, Math.floor(lengthMs / paceMs));
  const begin = performance.now();
  const inFlight = new Set();
  for (let round = 0; round < rounds; round += 1) {
    const seq = firstRound + round + 1;
    const questionId = questionIds[(firstRound + round) % questionIds.length];
    for (let i = 0; i < count; i += 1) {
      const learner = learners[i];
      const due = begin + round * paceMs + (i / count) * paceMs;
      const wait = due - performance.now();
      if (wait > 2) await sleep(wait);
      if (!learner.attemptId) continue;
      const t0 = performance.now();
      const save = call('PUT', `/api/v1/exam-attempts/${learner.attemptId}/answers`, learner.token, {
        profileId: learner.profileId,
        answers: [{ questionId, value: `jawaban ${seq} مرفوع`, seq }],
      })
        .then((response) => {
          const latency = performance.now() - t0;
          latencies.push(latency);
          (bySecond[Math.floor((t0 - begin) / 1000)] ??= []).push(latency);
          const saved = response.body?.data?.saved?.[0];
          if (response.status === 200 && saved?.seq >= seq)
            acked.set(`${learner.attemptId}/${questionId}`, seq);
          else failures += 1;
        })
        .catch(() => {
          failures += 1;
        })
        .finally(() => inFlight.delete(save));
      inFlight.add(save);
    }
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - begin) / 1000;
  latencies.sort((a, b) => a - b);
  const seconds = Array.from(bySecond, (of = [], second) => {
    of.sort((a, b) => a - b);
    return { second, saves: of.length, p99: percentile(of, 99), max: of.at(-1) ?? 0 };
  });
  return { acked, latencies, failures, elapsed, rounds, seconds };
}

/** The night's five slowest seconds (by when their saves were sent), and how many were over the budget. */
export function slowestSeconds(seconds) {
  const slowest = [...seconds].sort((a, b) => b.p99 - a.p99).slice(0, 5);
  const over = seconds
    .filter((s) => s.p99 > budget.p99Ms)
    .map((s) => s.second)
    .sort((a, b) => a - b);
  return (
    `slowest seconds ${slowest
      .map((s) => `@${s.second}s p99 ${s.p99.toFixed(0)} max ${s.max.toFixed(0)} ms (${s.saves})`)
      .join(', ')}; ` +
    `seconds with p99 over ${budget.p99Ms} ms: ${over.length} of ${seconds.length}${over.length ? ` (${spans(over)})` : ''}`
  );
}

/** Seconds as spans: 0–2 s, 23 s, 56 s. */
function spans(list) {
  const out = [];
  for (const second of list) {
    const last = out.at(-1);
    if (last && second === last[1] + 1) last[1] = second;
    else out.push([second, second]);
  }
  return out.map(([from, to]) => (from === to ? `${from} s` : `${from}–${to} s`)).join(', ');
}

/** Seeds the demo academy, one exam and `count` enrolled, signed-in learners (exam-night-seed.ts). */
export async function seedNight(env, count) {
  const seedFile = path.join(await mkdtemp(path.join(tmpdir(), 'academy-exam-night-')), 'seed.json');
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/bench/exam-night-seed.ts')],
    {
      cwd: root,
      env: { ...process.env, ...env, EXAM_NIGHT_LEARNERS: String(count), EXAM_NIGHT_SEED_OUT: seedFile },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (seeded.status !== 0) throw new Error('exam night: seeding failed');
  const seed = JSON.parse(await readFile(seedFile, 'utf8'));
  await rm(path.dirname(seedFile), { recursive: true, force: true });
  return seed;
}

/**
 * The exam night on one database, as a ladder of learner counts up to `aim` (an eighth, a
 * quarter, half, all): each step starts the new learners' attempts (everyone at once, 48 calls in
 * flight, as at the opening minute), runs the night at exam pace, kills the server with SIGKILL
 * and reads every acknowledged save back. It stops at the first count not held and answers each
 * step's figures.
 */
async function night({ kind, aim, env, readBack }) {
  const { examId, questionIds, learners } = await seedNight(env, aim);

  const steps = [];
  let started = 0;
  let firstRound = 0;
  for (const count of [...new Set([aim / 8, aim / 4, aim / 2, aim].map(Math.round))]) {
    const { server, port } = await startExamServer(env);
    const call = client(port);
    try {
      const startBegin = performance.now();
      let startFailures = 0;
      await pool(learners.slice(started, count), 48, async (learner) => {
        const response = await call('POST', `/api/v1/exams/${examId}/attempts`, learner.token, {
          profileId: learner.profileId,
        });
        if (response.status === 201) learner.attemptId = response.body.data.id;
        else startFailures += 1;
      });
      const startRate = (count - started) / ((performance.now() - startBegin) / 1000);
      started = count;
      const result = await paceNight({ call, learners, count, questionIds, firstRound });
      firstRound += result.rounds;

      // A killed server must lose nothing it acknowledged.
      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));
      const stored = await readBack(
        learners
          .slice(0, count)
          .map((learner) => learner.attemptId)
          .filter(Boolean),
      );
      let lost = 0;
      for (const [key, seq] of result.acked) if ((stored.get(key) ?? 0) < seq) lost += 1;
      const { latencies } = result;
      const failures = result.failures + startFailures;
      const p99 = percentile(latencies, 99);
      const held =
        p99 <= budget.p99Ms && failures === 0 && lost === 0 && result.acked.size === latencies.length;
      steps.push({
        kind,
        learners: count,
        saves: latencies.length,
        rate: latencies.length / result.elapsed,
        p50: percentile(latencies, 50),
        p99,
        failures,
        lost,
        startRate,
        held,
        slowest: slowestSeconds(result.seconds),
      });
      if (!held) break;
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
    }
  }
  return steps;
}

async function onPglite(aim) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-exam-night-db-'));
  try {
    return await night({
      kind: 'embedded (PGlite)',
      aim,
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      readBack: async (attemptIds) => {
        const { PGlite } = await import('@electric-sql/pglite');
        const db = await PGlite.create(dataDir);
        const { rows } = await db.query(
          'select attempt_id, question_id, seq from exam_answers where attempt_id = any($1::uuid[])',
          [attemptIds],
        );
        await db.close();
        return new Map(rows.map((row) => [`${row.attempt_id}/${row.question_id}`, row.seq]));
      },
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(serverUrl, aim) {
  const { default: pg } = await import('pg');
  const name = 'academy_exam_night';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await night({
      kind: 'PostgreSQL',
      aim,
      env: { DATABASE_URL: url.toString() },
      readBack: async (attemptIds) => {
        const db = new pg.Client({ connectionString: url.toString() });
        await db.connect();
        const { rows } = await db.query(
          'select attempt_id, question_id, seq from exam_answers where attempt_id = any($1::uuid[])',
          [attemptIds],
        );
        await db.end();
        return new Map(rows.map((row) => [`${row.attempt_id}/${row.question_id}`, row.seq]));
      },
    });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * Runs the exam night on each database and adds its rows to the bench table through
 * `row(name, figure, unit, budget, passed, detail)`.
 */
export async function examNightRows(row) {
  const nights = [await onPglite(learnersOn.pglite)];
  if (process.env.BENCH_DATABASE_URL)
    nights.push(await onPostgres(process.env.BENCH_DATABASE_URL, learnersOn.postgres));
  for (const steps of nights) {
    for (const step of steps) {
      const name = `exam night, ${step.kind}, ${step.learners} learners`;
      row(
        `${name}: save p99`,
        step.p99,
        'ms',
        `${budget.p99Ms} ms`,
        step.held,
        `${step.saves} saves at ${step.rate.toFixed(0)}/s, p50 ${step.p50.toFixed(1)} ms, ` +
          `${step.failures} failed, ${step.lost} lost after SIGKILL, starts ${step.startRate.toFixed(0)}/s; ` +
          step.slowest,
      );
    }
    const held = steps.filter((step) => step.held).at(-1);
    process.stdout.write(
      `exam night, ${steps[0].kind}: ${held ? `${held.learners} learners held` : 'no learner count held'}\n`,
    );
  }
}

// Alone: `node scripts/bench/exam-night.mjs` prints the rows.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  examNightRows((name, figure, unit, limit, passed, detail) =>
    process.stdout.write(
      `${name}: ${figure.toFixed(1)} ${unit} (budget ${limit}) ${passed ? 'held' : 'NOT HELD'} — ${detail}\n`,
    ),
  ).catch((error) => {
    console.error(error);
    process.exit(2);
  });
}
