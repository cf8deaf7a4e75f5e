#!/usr/bin/env node
// `npm run typecheck`: TypeScript 7 over the contract, the API and the app, one after the other,
// stopping at the first that fails. Arguments go to each: `npm test` runs it beside the unit tests
// as `npm run typecheck -- --singleThreaded` (decision 0188), where TypeScript's own default of four
// checkers per project would take twice the processor time from the tests for no shorter run.
import { spawnSync } from 'node:child_process';

const projects = ['packages/contract', 'apps/api', 'apps/web'];
for (const project of projects) {
  const tsc = ['node_modules/tsc7/bin/tsc', '-p', project, ...process.argv.slice(2)];
  const { status } = spawnSync(process.execPath, tsc, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
