// The exam's opening minute under the microscope (issue 40): `node scripts/bench/exam-opening.mjs`
// seeds EXAM_OPENING_LEARNERS (5,000) learners into a throwaway database `academy_exam_opening` on
// the PostgreSQL server BENCH_DATABASE_URL names, starts the built server, and runs the start round
// (everyone at once, 48 calls in flight) and then EXAM_OPENING_NIGHT_SECONDS (30) of saves at exam
// pace. For each phase it prints the rate and latencies, the CPU seconds the server and PostgreSQL
// spent, the statements PostgreSQL ran, most costly first, with their calls per start or save, and the
// tables it read whole or autovacuum kept up meanwhile.
// The statements need `shared_preload_libraries = 'pg_stat_statements'` on that server; without
// it the rest is printed; with `pg_stat_statements.track_planning = on` also their planning time. EXAM_OPENING_CPU_PROFILE=1 writes the server's CPU profile
// (`--cpu-prof`) into the working folder when it stops.
import { readdirSync, readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { client, paceNight, percentile, pool, freePort, seedNight, slowestSeconds } from './exam-night.mjs';
import { startServer } from './server-command.mjs';

const learnerCount = Number(process.env.EXAM_OPENING_LEARNERS ?? '5000');
const nightSeconds = Number(process.env.EXAM_OPENING_NIGHT_SECONDS ?? '30');
const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.error('exam opening: BENCH_DATABASE_URL must name a PostgreSQL server');
  process.exit(2);
}
const { default: pg } = await import('pg');
const name = 'academy_exam_opening';
const print = (line) => process.stdout.write(`${line}\n`);

/** CPU seconds a process has used (user and system), from /proc. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0; // gone, or not Linux
  }
}
const postgresCpuSeconds = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .reduce((total, pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres'
          ? total + cpuSeconds(pid)
          : total;
      } catch {
        return total;
      }
    }, 0);

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const statementsKept = await admin
  .query('create extension if not exists pg_stat_statements')
  .then(() => admin.query('select pg_stat_statements_reset()'))
  .then(
    () => true,
    () => false,
  );
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;

/** The bench database's tables as PostgreSQL counts their reads and upkeep (cumulative). */
async function tableCounts() {
  const { rows } = await benchDatabase.query(
    `select relname, seq_scan, seq_tup_read, autovacuum_count + autoanalyze_count as upkeep
     from pg_stat_user_tables`,
  );
  return new Map(rows.map((row) => [row.relname, row]));
}

/**
 * The tables read whole during a phase, and those vacuumed or analysed by autovacuum: a plan gone
 * to sequential scans, or upkeep, shows here when PostgreSQL's CPU per call grows.
 */
async function tablesOf(label, before) {
  // The statistics collector publishes a backend's counts when it goes idle; give it a moment.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await benchDatabase.query('select pg_stat_clear_snapshot()');
  const after = await tableCounts();
  const lines = [...after.values()]
    .map((row) => {
      const was = before.get(row.relname) ?? { seq_scan: 0, seq_tup_read: 0, upkeep: 0 };
      return {
        name: row.relname,
        scans: Number(row.seq_scan) - Number(was.seq_scan),
        rows: Number(row.seq_tup_read) - Number(was.seq_tup_read),
        upkeep: Number(row.upkeep) - Number(was.upkeep),
      };
    })
    .filter((table) => table.rows > 0 || table.upkeep > 0)
    .sort((a, b) => b.rows - a.rows)
    .slice(0, 8)
    .map(
      (t) => `${t.name} ${t.scans} scans of ${t.rows} rows${t.upkeep ? `, ${t.upkeep} autovacuum runs` : ''}`,
    );
  print(`${label}: tables read whole or kept up: ${lines.join('; ') || 'none'}`);
  return after;
}

/** The phase's figures: CPU of both sides, and the statements run since the last phase. */
async function phaseEnd(label, cpuBefore, per) {
  const server = cpuSeconds(running.pid) - cpuBefore.server;
  const postgres = postgresCpuSeconds() - cpuBefore.postgres;
  print(
    `${label}: CPU server ${server.toFixed(1)} s, PostgreSQL ${postgres.toFixed(1)} s ` +
      `(${((server * 1000) / per).toFixed(2)} + ${((postgres * 1000) / per).toFixed(2)} ms each)`,
  );
  if (!statementsKept) return;
  const { rows } = await admin.query(
    `select calls, total_exec_time, mean_exec_time, total_plan_time / calls as mean_plan_time,
       regexp_replace(query, '\\s+', ' ', 'g') as query
     from pg_stat_statements where dbid = (select oid from pg_database where datname = $1)
     order by total_exec_time + total_plan_time desc limit 25`,
    [name],
  );
  const total = await admin.query(
    `select sum(calls)::int as calls from pg_stat_statements
     where dbid = (select oid from pg_database where datname = $1) and lower(query) not in ('begin', 'commit')`,
    [name],
  );
  print(`${label}: ${(total.rows[0].calls / per).toFixed(1)} statements each (begin and commit aside)`);
  for (const row of rows) {
    print(
      `  ${(row.calls / per).toFixed(2).padStart(6)} × ${row.mean_exec_time.toFixed(3).padStart(7)} ms` +
        ` (+ ${row.mean_plan_time.toFixed(3)} ms planning)` +
        `  ${row.total_exec_time.toFixed(0).padStart(6)} ms  ${row.query.slice(0, 150)}`,
    );
  }
  await admin.query('select pg_stat_statements_reset()');
}

const { examId, questionIds, learners } = await seedNight({ DATABASE_URL: url.toString() }, learnerCount);
const benchDatabase = new pg.Client({ connectionString: url.toString() });
await benchDatabase.connect();
const port = await freePort();
const metricsToken = 'exam-opening-bench-metrics';
const { server: running } = await startServer(
  port,
  {
    SEED_DEMO: 'false',
    RATE_LIMIT_PER_MINUTE: '100000000',
    DATABASE_URL: url.toString(),
    METRICS_TOKEN: metricsToken,
  },
  process.env.EXAM_OPENING_CPU_PROFILE ? ['--cpu-prof'] : [],
);
/**
 * Samples the server's PostgreSQL pool five times a second until `stop()`: the most connections in
 * use and the most calls waiting for one (a save waits there when background work holds them).
 */
function samplePool() {
  const most = { used: 0, waiting: 0, samples: 0 };
  const timer = setInterval(async () => {
    const text = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    }).then(
      (response) => response.text(),
      () => '',
    );
    const state = (name) =>
      Number(
        text.match(new RegExp(`^academy_db_pool_connections\\{state="${name}"\\} (\\S+)$`, 'm'))?.[1] ?? 0,
      );
    most.used = Math.max(most.used, state('used'));
    most.waiting = Math.max(most.waiting, state('waiting'));
    most.samples += 1;
  }, 200);
  return () => {
    clearInterval(timer);
    return most;
  };
}

/** The server's pauses since the last scrape: event-loop delay and garbage collection, from /metrics. */
async function serverPauses() {
  const text = await (
    await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
  ).text();
  const value = (pattern) => Number(text.match(pattern)?.[1] ?? 0);
  const gc = Object.fromEntries(
    ['minor', 'major', 'incremental', 'weakcb'].map((kind) => [
      kind,
      {
        count: value(new RegExp(`academy_nodejs_gc_duration_seconds_count\\{kind="${kind}"\\} (\\S+)`)),
        seconds: value(new RegExp(`academy_nodejs_gc_duration_seconds_sum\\{kind="${kind}"\\} (\\S+)`)),
      },
    ]),
  );
  return {
    delayP99Ms: value(/^academy_event_loop_delay_p99_seconds (\S+)$/m) * 1000,
    delayMaxMs: value(/^academy_nodejs_eventloop_lag_max_seconds (\S+)$/m) * 1000,
    gc,
  };
}

/** Prints what paused the server during a phase (`before` is the scrape at its start). */
async function pausesOf(phase, before) {
  const after = await serverPauses();
  const gc = Object.entries(after.gc)
    .map(([kind, { count, seconds }]) => {
      const n = count - before.gc[kind].count;
      return n > 0 ? `${kind} ${n} (${((seconds - before.gc[kind].seconds) * 1000).toFixed(0)} ms)` : null;
    })
    .filter(Boolean)
    .join(', ');
  print(
    `${phase}: event-loop delay p99 ${after.delayP99Ms.toFixed(1)} ms, max ${after.delayMaxMs.toFixed(1)} ms; garbage collections ${gc || 'none'}`,
  );
}

try {
  const call = client(port);
  let pauses = await serverPauses();
  if (statementsKept) await admin.query('select pg_stat_statements_reset()');
  let tables = await tableCounts();
  let cpu = { server: cpuSeconds(running.pid), postgres: postgresCpuSeconds() };
  const begin = performance.now();
  const latencies = [];
  let failures = 0;
  await pool(learners, 48, async (learner) => {
    const started = performance.now();
    const response = await call('POST', `/api/v1/exams/${examId}/attempts`, learner.token, {
      profileId: learner.profileId,
    });
    latencies.push(performance.now() - started);
    if (response.status === 201) learner.attemptId = response.body.data.id;
    else failures += 1;
  });
  const seconds = (performance.now() - begin) / 1000;
  latencies.sort((a, b) => a - b);
  print(
    `start round: ${learnerCount} starts in ${seconds.toFixed(1)} s, ${(learnerCount / seconds).toFixed(0)} a second, ` +
      `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ${failures} failed`,
  );
  await phaseEnd('start round', cpu, learnerCount);
  tables = await tablesOf('start round', tables);
  await pausesOf('start round', pauses);
  pauses = await serverPauses();

  cpu = { server: cpuSeconds(running.pid), postgres: postgresCpuSeconds() };
  const stopSampling = samplePool();
  // The load generator's own pauses: a save it answers late is not the server's delay.
  const generatorDelay = monitorEventLoopDelay({ resolution: 10 });
  generatorDelay.enable();
  // Its second 0, to find the night's slow seconds in PostgreSQL's log.
  const nightFrom = new Date().toISOString();
  const night = await paceNight({
    call,
    learners,
    count: learnerCount,
    questionIds,
    firstRound: 0,
    lengthMs: nightSeconds * 1000,
  });
  print(
    `night: ${night.latencies.length} saves at ${(night.latencies.length / night.elapsed).toFixed(0)} a second, ` +
      `p50 ${percentile(night.latencies, 50).toFixed(1)} ms, p99 ${percentile(night.latencies, 99).toFixed(1)} ms, ` +
      `${night.failures} failed, from ${nightFrom}`,
  );
  generatorDelay.disable();
  print(
    `night: ${slowestSeconds(night.seconds)}; ` +
      `load generator's event-loop delay p99 ${(generatorDelay.percentile(99) / 1e6).toFixed(1)} ms, ` +
      `max ${(generatorDelay.max / 1e6).toFixed(1)} ms`,
  );
  await phaseEnd('night', cpu, night.latencies.length);
  const connections = stopSampling();
  await pausesOf('night', pauses);
  // After the pauses' scrape: its second of waiting is not the night's.
  await tablesOf('night', tables);
  print(
    `night: database pool at most ${connections.used} connections in use and ${connections.waiting} calls waiting (${connections.samples} samples)`,
  );
} finally {
  // SIGTERM: a server asked for a CPU profile writes it as it exits.
  running.kill('SIGTERM');
  await new Promise((resolve) => running.once('exit', resolve));
  await benchDatabase.end();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
