#!/usr/bin/env node
// `npm test`: every check of the repository, one stage after the other, each timed. A stage's own
// output (vitest's and Playwright's closing counts included, which CI sums) passes through as is;
// after each stage a line `stage <name>: <seconds> s`, and at the end all of them again. The first
// stage that fails stops the run with its exit code. The app is built once, for the browser tests.
// Type-checking and linting run side by side (eslint uses one core, the type-checker the rest), each
// printing its output when it ends. The fuzz of every route draws 10 random requests per route here
// (FUZZ_RUNS; CI's PostgreSQL pass runs its 50), decision 0122.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const stages = [
  [
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['lint', 'npm', ['run', 'lint']],
  ],
  ['unit and API', 'npm', ['run', 'test:unit'], { FUZZ_RUNS: process.env.FUZZ_RUNS ?? '10' }],
  ['build', 'npm', ['run', 'build']],
  ['e2e', 'npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts']],
];

/** The commands running now: stopping `npm test` stops them too. */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(130);
  });
}

/** Runs a command to its end; `buffered` keeps its output and prints it whole when it ends. */
function run(command, args, { env = {}, buffered = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    running.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const done = (code) => {
      running.delete(child);
      if (output.length > 0) process.stdout.write(Buffer.concat(output));
      resolve(code);
    };
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(1));
  });
}

const print = (text = '') => process.stdout.write(`${text}\n`);
const seconds = (ms) => (ms / 1000).toFixed(1);
const timings = [];
const started = performance.now();
/** Runs one stage, timed; a stage given as a list runs its commands side by side. */
async function runStage([name, command, args, env], buffered) {
  const stageStarted = performance.now();
  const code = await run(command, args, { env, buffered });
  const took = performance.now() - stageStarted;
  timings.push(`stage ${name}: ${seconds(took)} s`);
  print(`\n${timings.at(-1)}${code === 0 ? '' : ` (failed, exit ${code})`}\n`);
  return code;
}

for (const stage of stages) {
  const together = Array.isArray(stage[0]) ? stage : [stage];
  const codes = await Promise.all(together.map((one) => runStage(one, together.length > 1)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) {
    print(timings.join('\n'));
    process.exit(failed);
  }
}
print(['stage times:', ...timings, `total: ${seconds(performance.now() - started)} s`].join('\n'));
