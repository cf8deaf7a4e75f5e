#!/usr/bin/env node
// `npm test`: every check of the repository, one stage after the other, each timed. A stage's own
// output (vitest's and Playwright's closing counts included, which CI sums) passes through as is;
// after each stage a line `stage <name>: <seconds> s`, and at the end all of them again. The first
// stage that fails stops the run with its exit code. The app is built once, for the browser tests.
// The fuzz of every route draws 10 random requests per route here (FUZZ_RUNS; CI's PostgreSQL pass
// runs its 50), decision 0122.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const stages = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit and API', 'npm', ['run', 'test:unit'], { FUZZ_RUNS: process.env.FUZZ_RUNS ?? '10' }],
  ['build', 'npm', ['run', 'build']],
  ['e2e', 'npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts']],
];

/** The stage running now: stopping `npm test` stops it too. */
let current;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    current?.kill(signal);
    process.exit(130);
  });
}

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    current = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    current.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    current.on('error', () => resolve(1));
  });
}

const print = (text = '') => process.stdout.write(`${text}\n`);
const seconds = (ms) => (ms / 1000).toFixed(1);
const timings = [];
const started = performance.now();
for (const [name, command, args, env] of stages) {
  const stageStarted = performance.now();
  const code = await run(command, args, env);
  const took = performance.now() - stageStarted;
  timings.push(`stage ${name}: ${seconds(took)} s`);
  print(`\n${timings.at(-1)}${code === 0 ? '' : ` (failed, exit ${code})`}\n`);
  if (code !== 0) {
    print(timings.join('\n'));
    process.exit(code);
  }
}
print(['stage times:', ...timings, `total: ${seconds(performance.now() - started)} s`].join('\n'));
