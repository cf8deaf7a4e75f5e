#!/usr/bin/env node
// `npm test`: every check of the repository, each stage timed (decision 0125). Two lanes share the
// two cores first: the unit and API tests in one, with their output as it comes; type-checking,
// linting and the build one after the other in the other, their output held and shown once the
// tests end (vitest waits on the database, child processes and timers, and the other lane fills
// that time). Then the browser tests, on the app built once. A stage's own output (vitest's and
// Playwright's closing counts included, which CI sums) passes through as is; after each stage a line
// `stage <name>: <seconds> s`, and at the end all of them again. The first stage that fails stops
// the run with its exit code, the other lane's stage with it. The fuzz of every route draws 10
// random requests per route here (FUZZ_RUNS; CI's PostgreSQL pass runs its 50), decision 0122.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const stage = (name, command, args, env = {}) => ({ name, command, args, env });
const tests = stage('unit and API', 'npm', ['run', 'test:unit'], {
  FUZZ_RUNS: process.env.FUZZ_RUNS ?? '10',
});
const beside = [
  // One thread: the unit tests hold the other core (decision 0188).
  stage('typecheck', 'npm', ['run', 'typecheck', '--', '--singleThreaded']),
  stage('lint', 'npm', ['run', 'lint']),
  stage('build', 'npm', ['run', 'build']),
];
const browser = stage('e2e', 'npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts']);

/** The stages running now: stopping `npm test` (or a failed stage) stops them too. */
const running = new Set();
const stopAll = (signal = 'SIGTERM') => {
  for (const child of running) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(130);
  });
}

const print = (text = '') => process.stdout.write(`${text}\n`);
const seconds = (ms) => (ms / 1000).toFixed(1);
const timings = [];
const started = performance.now();

/** Runs a stage; `hold` keeps its output (both streams, in order) to show later. */
function run({ name, command, args, env }, { hold = false, note = '' } = {}) {
  const stageStarted = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    running.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const end = (code) => {
      running.delete(child);
      const line = `stage ${name}: ${seconds(performance.now() - stageStarted)} s${note}`;
      resolve({ code, line, output: Buffer.concat(output).toString() });
    };
    child.on('exit', (code, signal) => end(code ?? (signal ? 1 : 0)));
    child.on('error', () => end(1));
  });
}

function report({ code, line, output }) {
  if (output) process.stdout.write(output);
  timings.push(line);
  print(`\n${line}${code === 0 ? '' : ` (failed, exit ${code})`}\n`);
}

function fail(code) {
  stopAll();
  print(timings.join('\n'));
  process.exit(code);
}

// The held lane: its first failure stops the tests beside it, and a failure of the tests stops it
// (the stage it stopped is not reported: it did not fail of its own).
let failedBeside;
let testsFailed = false;
const besideDone = (async () => {
  const results = [];
  for (const next of beside) {
    const result = await run(next, { hold: true, note: ' (beside the unit and API tests)' });
    if (testsFailed) break;
    results.push(result);
    if (result.code !== 0) {
      failedBeside = result;
      stopAll();
      break;
    }
  }
  return results;
})();

const unit = await run(tests);
if (unit.code !== 0 && !failedBeside) {
  testsFailed = true;
  stopAll();
}
const besideResults = await besideDone;
if (failedBeside) {
  // Only the failure matters: the tests were stopped for it.
  for (const result of besideResults) report(result);
  fail(failedBeside.code);
}
report(unit);
for (const result of besideResults) report(result);
if (unit.code !== 0) fail(unit.code);

const e2e = await run(browser);
report(e2e);
if (e2e.code !== 0) fail(e2e.code);
print(['stage times:', ...timings, `total: ${seconds(performance.now() - started)} s`].join('\n'));
