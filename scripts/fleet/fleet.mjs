// `npm run fleet` (issue 21): a fleet on this machine's loopback, as deployed — PostgreSQL, Redis,
// an S3-compatible media store (scripts/s3-server.mjs), three app servers started as deploy/systemd/academy@.service starts them, Debian's nginx with
// deploy/nginx/academy.conf — then the checks of issue 21's table and exam night through nginx
// with one server SIGKILLed and restarted and another SIGTERMed, and `npm run backup` taken during
// the night, restored into a new database and bucket and compared. Prints each check and the
// night's figures, ends with `fleet: N passed, M failed` and exits non-zero when a check failed.
//
//   npm run fleet                 5,000 learners, all started in the first minute, a 3-minute night
//   npm run fleet -- --quick      1,000 learners started in 20 s, a 75 s night (CI)
//   FLEET_LEARNERS=N              another learner count
//
// Ports: FLEET_PORT_BASE (nginx on it, the servers on the next three, PostgreSQL +10, Redis +11,
// the media store +12, nginx's port-80 redirect +13, the restored media store +14), else free ones.
import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startS3Server } from '../s3-server.mjs';
import { compareRestored, runCommand } from './backup-round-trip.mjs';
import { jsonClient } from './client.mjs';
import { examNight } from './exam-night.mjs';
import {
  portOf,
  readyStatus,
  root,
  sleep,
  startAppServer,
  startNginx,
  startPostgres,
  startRedis,
  stopAll,
  waitReady,
} from './services.mjs';

const quick = process.argv.includes('--quick') || process.env.FLEET_QUICK === '1';
const plan = quick
  ? {
      learners: 1000,
      startSpreadMs: 20_000,
      nightMs: 75_000,
      killAt: 30_000,
      backupAt: 40_000,
      termAt: 50_000,
      startRounds: 2,
    }
  : {
      learners: 5000,
      startSpreadMs: 60_000,
      nightMs: 180_000,
      killAt: 80_000,
      backupAt: 100_000,
      termAt: 130_000,
      startRounds: 3,
    };
// FLEET_LEARNERS overrides the learner count (a busy machine, a bigger one).
if (process.env.FLEET_LEARNERS) plan.learners = Number(process.env.FLEET_LEARNERS);
const rateLimit = 600;

const print = (text = '') => process.stdout.write(`${text}\n`);
const results = [];
function check(name, passed, detail) {
  results.push({ name, passed });
  print(`${passed ? 'PASS' : 'FAIL'}  ${name}${detail ? ` — ${detail}` : ''}`);
}

/** A small PDF, as staff upload worksheets: its content says PDF whatever its name. */
const worksheet = Buffer.from(
  `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% fleet ${Date.now()}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
);

async function createDatabase(serverUrl, name) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function query(url, text, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** Three servers started at the same moment on `databaseUrl`; answers them once all are ready. */
async function startTogether(names, ports, env) {
  const servers = names.map((name, i) => startAppServer(name, ports[i], env));
  const reasons = await Promise.all(servers.map((server) => waitReady(server)));
  return { servers, reasons };
}

async function stopGracefully(server) {
  if (server.child.exitCode !== null) return server.child.exitCode;
  server.child.kill('SIGTERM');
  return server.exited;
}

async function main() {
  const workDir = await mkdtemp(path.join(tmpdir(), 'academy-fleet-'));
  // PostgreSQL runs as its own user and nginx's workers as nobody: both look inside.
  await chmod(workDir, 0o755);
  const [nginxPort, portA, portB, portC] = await Promise.all([0, 1, 2, 3].map(portOf));
  const appPorts = [portA, portB, portC];
  const [pgPort, redisPort, s3Port] = await Promise.all([portOf(10), portOf(11), portOf(12)]);
  print(`fleet: ${quick ? 'quick' : 'full'} run, ${plan.learners} learners, work folder ${workDir}`);
  try {
    const postgres = await startPostgres(path.join(workDir, 'postgres'), pgPort);
    const redisUrl = await startRedis(redisPort);
    const mediaStore = await startS3Server({ port: s3Port, directory: path.join(workDir, 's3') });
    const baseEnv = {
      NODE_ENV: 'production',
      REDIS_URL: redisUrl,
      TRUST_PROXY: 'loopback',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      APP_ORIGIN: `http://localhost:${nginxPort}`,
      MEDIA_SIGNING_SECRET: 'fleet-test-media-signing-secret-of-48-characters',
      // One Web Push pair for the fleet, as a deployment sets it (decision 0155).
      VAPID_PUBLIC_KEY:
        'BBOUyy_k71ccf1peJK4dqdTqSHRS7UYodTbL1DqcZN3QQdTusLLeG8NlnUzslZOiJhBk-yC8iCZ8KnDbBG0Uqf4',
      VAPID_PRIVATE_KEY: 'FhNCqLz8gZOqHBRI42lxGMdZNbj5yV6Dnvu3hZjPhLo',
      RATE_LIMIT_PER_MINUTE: String(rateLimit),
      ...mediaStore.env,
    };

    // 1. Servers started at the same moment on an empty database all come up.
    const waited = new Set();
    for (let round = 1; round < plan.startRounds; round += 1) {
      const url = await createDatabase(postgres.url, `academy_start_${round}`);
      const started = Date.now();
      const { servers, reasons } = await startTogether(['A', 'B', 'C'], appPorts, {
        ...baseEnv,
        DATABASE_URL: url,
      });
      reasons.forEach((seen) => seen.forEach((reason) => waited.add(reason)));
      const [{ count }] = await query(
        url,
        "select count(*)::int as count from users where phone_number = '081234567890'",
      );
      const codes = await Promise.all(servers.map(stopGracefully));
      check(
        `start round ${round}: 3 servers at once on an empty database all ready, the demo seeded once`,
        count === 1 && codes.every((code) => code === 0),
        `${Date.now() - started} ms, exit codes ${codes.join('/')}`,
      );
    }
    const databaseUrl = await createDatabase(postgres.url, 'academy');
    const env = { ...baseEnv, DATABASE_URL: databaseUrl };
    const fleetStarted = Date.now();
    const start = await startTogether(['A', 'B', 'C'], appPorts, env);
    start.reasons.forEach((seen) => seen.forEach((reason) => waited.add(reason)));
    const servers = Object.fromEntries(start.servers.map((server) => [server.name, server]));
    const [{ count: demoCount }] = await query(
      databaseUrl,
      "select count(*)::int as count from users where phone_number = '081234567890'",
    );
    check(
      `start round ${plan.startRounds}: the fleet's 3 servers at once on an empty database all ready, the demo seeded once`,
      demoCount === 1,
      `${Date.now() - fleetStarted} ms; /api/ready said ${[...waited].join(', ') || 'nothing but 200'} on the way`,
    );
    check(
      'a server waiting for the migrating one answers /api/ready 503 (starting)',
      waited.has('serverStarting'),
    );
    const base = await startNginx(path.join(workDir, 'nginx'), nginxPort, appPorts);
    print(`fleet: nginx ${base}, servers ${appPorts.join(', ')}, PostgreSQL ${pgPort}, Redis ${redisPort}`);

    const direct = Object.fromEntries(
      appPorts.map((port, i) => [['A', 'B', 'C'][i], jsonClient(`http://127.0.0.1:${port}`)]),
    );

    // 2. A staff change made through A is what B answers within 1 s (its public cache emptied).
    const signIn = await direct.A('POST', '/api/v1/auth/login', {
      body: { phoneNumber: '081200000001', password: 'admin12345' },
    });
    const adminToken = signIn.body?.data?.token;
    const classPath = '/api/v1/classes/nahwu-ajurrumiyyah';
    const before = await direct.B('GET', classPath);
    await direct.B('GET', classPath);
    const classId = before.body.data.id;
    const document = (await direct.A('GET', `/api/v1/staff/classes/${classId}`, { token: adminToken })).body
      .data;
    const newTitle = `Nahwu (fleet ${Date.now()})`;
    const saved = await direct.A('PUT', `/api/v1/staff/classes/${classId}`, {
      token: adminToken,
      body: { ...document, title: { en: newTitle, id: newTitle } },
    });
    const changedAt = performance.now();
    let seenAfter = Infinity;
    while (performance.now() - changedAt < 5_000) {
      const read = await direct.B('GET', classPath);
      if (read.body?.data?.title?.en === newTitle) {
        seenAfter = performance.now() - changedAt;
        break;
      }
      await sleep(20);
    }
    check(
      'a staff change through A is what B answers within 1 s',
      saved.status === 200 && seenAfter <= 1000,
      saved.status === 200
        ? `seen on B after ${seenAfter.toFixed(0)} ms`
        : `the change answered ${saved.status}`,
    );

    // 2b. A PDF uploaded through A is served by B: media live in the one S3-compatible store.
    const form = new FormData();
    form.append('file', new Blob([worksheet], { type: 'application/pdf' }), 'worksheet.pdf');
    const uploaded = await fetch(`http://127.0.0.1:${portA}/api/v1/staff/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    });
    const mediaUrl = uploaded.ok ? (await uploaded.json()).data.url : undefined;
    const signed = mediaUrl
      ? await direct.B('GET', `/api/v1/staff/media/address?path=${encodeURIComponent(mediaUrl)}`, {
          token: adminToken,
        })
      : undefined;
    const servedByB = signed?.body?.data?.url
      ? await fetch(`http://127.0.0.1:${portB}${signed.body.data.url}`)
      : undefined;
    const bytesFromB = servedByB?.ok ? Buffer.from(await servedByB.arrayBuffer()) : Buffer.alloc(0);
    check(
      'a PDF uploaded through A is served by B, byte for byte',
      uploaded.status === 201 && bytesFromB.equals(worksheet),
      `upload ${uploaded.status}, B answered ${servedByB?.status ?? 'nothing'} with ${bytesFromB.length} of ${worksheet.length} bytes`,
    );

    // 3. 700 calls from one address split over A and B: one limit of 600 a minute for the fleet.
    const address = '10.250.0.1';
    const statuses = [];
    for (let i = 0; i < 700; i += 25) {
      const batch = Array.from({ length: Math.min(25, 700 - i) }, (_, j) =>
        direct[(i + j) % 2 === 0 ? 'A' : 'B']('GET', '/api/v1/academy', { from: address }).then(
          (r) => r.status,
        ),
      );
      statuses.push(...(await Promise.all(batch)));
    }
    const limited = statuses.filter((status) => status === 429).length;
    check(
      `700 calls from one address over A and B are limited at ${rateLimit} a minute`,
      limited === 700 - rateLimit && statuses.filter((s) => s === 200).length === rateLimit,
      `${700 - limited} answered, ${limited} refused with 429`,
    );

    // 4. Exam night through nginx: A SIGKILLed and restarted, B SIGTERMed (drains) and restarted.
    const seedFile = path.join(workDir, 'exam-night.json');
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'scripts/bench/exam-night-seed.ts')],
      {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          EXAM_NIGHT_LEARNERS: String(plan.learners),
          EXAM_NIGHT_SEED_OUT: seedFile,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (seeded.status !== 0) throw new Error('seeding the exam night failed');
    const seed = JSON.parse(await readFile(seedFile, 'utf8'));
    const call = jsonClient(base, { maxSockets: 96 });
    let termExit;
    const events = [
      {
        name: 'SIGKILL A',
        at: plan.killAt,
        run: async () => {
          servers.A.child.kill('SIGKILL');
          await servers.A.exited;
          await sleep(2_000);
          servers.A = startAppServer('A', portA, env);
          await waitReady(servers.A);
        },
      },
      {
        name: 'SIGTERM B',
        at: plan.termAt,
        run: async () => {
          const sent = performance.now();
          servers.B.child.kill('SIGTERM');
          const code = await servers.B.exited;
          termExit = { code, ms: performance.now() - sent };
          servers.B = startAppServer('B', portB, env);
          await waitReady(servers.B);
        },
      },
    ];
    // The backup runs beside the night (not an event: no failure is excused for it).
    const acked = new Map();
    const archive = path.join(workDir, 'exam-night.backup');
    let ackedBeforeBackup = new Map();
    const backupRun = sleep(plan.backupAt).then(() => {
      ackedBeforeBackup = new Map(acked);
      return runCommand('backup', [archive], env);
    });
    print(`fleet: exam night, ${plan.learners} learners over ${plan.nightMs / 1000} s …`);
    const night = await examNight({ call, seed, learners: plan.learners, ...plan, events, acked });
    const backedUp = await backupRun;
    const stored = new Map(
      (
        await query(
          databaseUrl,
          'select attempt_id, question_id, seq from exam_answers where attempt_id = any($1::uuid[])',
          [night.attemptIds],
        )
      ).map((row) => [`${row.attempt_id}/${row.question_id}`, row.seq]),
    );
    let lost = 0;
    for (const [key, seq] of night.acked) if ((stored.get(key) ?? 0) < seq) lost += 1;
    const figures = {
      'learners held': `${night.held} of ${night.learners}`,
      'saves per second': night.savesPerSecond.toFixed(0),
      'save p50 / p99 outside the 10 s after each kill': `${night.p50.toFixed(1)} / ${night.p99.toFixed(1)} ms`,
      'failed calls (all inside those windows, each retried until acknowledged)': `${night.failed} (${night.failedOutside} outside)`,
      'answers lost': String(lost),
      'SIGTERMed server B exited': termExit
        ? `code ${termExit.code} after ${termExit.ms.toFixed(0)} ms`
        : 'no',
    };
    print();
    for (const [name, value] of Object.entries(figures)) print(`  ${name}: ${value}`);
    if (night.failureSamples.length > 0) {
      print(`  failures seen: ${night.failureSamples.join('; ')}`);
      const nginxLog = await readFile(path.join(workDir, 'nginx/error.log'), 'utf8').catch(() => '');
      print(`  nginx said (last lines):\n    ${nginxLog.trim().split('\n').slice(-8).join('\n    ')}`);
    }
    print();
    check('exam night: no acknowledged answer lost', lost === 0, `${night.acked.size} answers acknowledged`);
    check(
      'exam night: calls failed only in the 10 s after a kill, each retried until acknowledged',
      night.failedOutside === 0 && night.unacknowledged === 0 && night.startsFailed === 0,
      `${night.failed} failed, ${night.failedOutside} outside the windows, ${night.unacknowledged} never acknowledged`,
    );
    check('exam night: every learner held', night.held === night.learners, figures['learners held']);
    check(
      'exam night: the SIGTERMed server exits with 0 within 10 s',
      termExit?.code === 0 && termExit.ms < 10_000,
      figures['SIGTERMed server B exited'],
    );
    call.close();

    // 4b. The backup taken during the night, restored into a new database and a new bucket.
    const restoredStore = await startS3Server({
      port: await portOf(14),
      directory: path.join(workDir, 's3-restored'),
      bucket: 'academy-restored',
    });
    const restoredUrl = await createDatabase(postgres.url, 'academy_restored');
    const restoredRun =
      backedUp.code === 0
        ? await runCommand('restore', [archive], { ...env, ...restoredStore.env, DATABASE_URL: restoredUrl })
        : { code: -1, output: 'not run: the backup failed', ms: 0 };
    const compared =
      restoredRun.code === 0
        ? await compareRestored({
            archive,
            restoredUrl,
            source: mediaStore,
            restored: restoredStore,
            ackedBefore: ackedBeforeBackup,
          })
        : undefined;
    check(
      'a backup taken during exam night restores into a new database and bucket: every table and file as backed up',
      compared !== undefined &&
        compared.differingTables.length === 0 &&
        compared.differingFiles.length === 0 &&
        compared.answersMissing === 0 &&
        compared.answersBefore > 0,
      compared
        ? `backup ${(backedUp.ms / 1000).toFixed(1)} s, restore ${(restoredRun.ms / 1000).toFixed(1)} s: ` +
            `${compared.tables} tables (${compared.rows} rows, ${compared.differingTables.length} differing), ` +
            `${compared.files} files (${compared.differingFiles.length} differing), ` +
            `${compared.answersBefore - compared.answersMissing} of ${compared.answersBefore} answers acknowledged before it`
        : `backup exit ${backedUp.code}: ${backedUp.output.slice(-400)}; restore exit ${restoredRun.code}: ${restoredRun.output.slice(-400)}`,
    );
    await restoredStore.close();

    // 5. SIGTERM to C with 40 requests in flight: every one answered, exit 0 within 10 s.
    const learner = seed.learners[0];
    const attemptId = night.attemptIds[0];
    const flightClient = jsonClient(`http://127.0.0.1:${portC}`, { maxSockets: 40 });
    // In flight: each request written whole to a connected socket before the signal goes.
    let sent = 0;
    let allSent;
    const everySent = new Promise((resolve) => (allSent = resolve));
    const onSent = () => {
      sent += 1;
      if (sent === 40) allSent();
    };
    const inFlight = Array.from({ length: 40 }, (_, i) =>
      i % 4 === 0
        ? flightClient('PUT', `/api/v1/exam-attempts/${attemptId}/answers`, {
            onSent,
            token: learner.token,
            body: {
              profileId: learner.profileId,
              answers: [
                { questionId: seed.questionIds[i % seed.questionIds.length], value: 'akhir', seq: 1000 + i },
              ],
            },
          })
        : flightClient('GET', '/api/v1/staff/reports', { token: adminToken, onSent }),
    ).map((promise) =>
      promise.then(
        (r) => r.status,
        (error) => `dropped (${error.message})`,
      ),
    );
    await Promise.race([everySent, sleep(5_000)]);
    const termSent = performance.now();
    servers.C.child.kill('SIGTERM');
    const [answers, exitCode] = await Promise.all([Promise.all(inFlight), servers.C.exited]);
    const exitMs = performance.now() - termSent;
    const answered = answers.filter((status) => typeof status === 'number' && status < 500).length;
    const refused = await readyStatus(portC);
    check(
      'SIGTERM with 40 requests in flight: all answered, exit 0 within 10 s, no new connection taken',
      answered === 40 && exitCode === 0 && exitMs < 10_000 && refused.status === 0,
      `${answered} of 40 answered (${[...new Set(answers)].join(', ')}), exit code ${exitCode} after ${exitMs.toFixed(0)} ms`,
    );
    flightClient.close();

    // 6. /api/ready follows the database: 503 while PostgreSQL is stopped, 200 once it is back.
    postgres.stop();
    const down = await readyStatus(portA);
    postgres.start();
    let back = { status: 0 };
    for (let i = 0; i < 50 && back.status !== 200; i += 1) {
      back = await readyStatus(portA);
      if (back.status !== 200) await sleep(100);
    }
    check(
      '/api/ready answers 503 while PostgreSQL is stopped and 200 once it is back',
      down.status === 503 && down.reason === 'databaseUnavailable' && back.status === 200,
      `stopped: ${down.status} ${down.reason ?? ''}, back: ${back.status}`,
    );
    for (const client of Object.values(direct)) client.close();
    await Promise.all([servers.A, servers.B].map(stopGracefully));
    await mediaStore.close();
  } finally {
    await stopAll();
    await rm(workDir, { recursive: true, force: true });
  }
}

main()
  .catch((error) => {
    console.error(error);
    results.push({ name: 'the fleet ran to the end', passed: false });
  })
  .finally(() => {
    const passed = results.filter((r) => r.passed).length;
    const failed = results.length - passed;
    print();
    print(`fleet: ${passed} passed, ${failed} failed`);
    process.exit(failed === 0 ? 0 : 1);
  });
