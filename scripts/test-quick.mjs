#!/usr/bin/env node
// `npm run test:quick` (decision 0130): the checks a change can affect, in minutes, while working.
// `npm test` stays the gate. What changed is what git shows against HEAD (uncommitted and untracked
// files), or against `--base <rev>` (e.g. `--base main` for a whole branch). Then, one after the
// other, each timed:
//   1. the type check of the workspaces the change touches (the contract touches all three);
//   2. eslint on the changed files, and the dependency rules (npm run lint:deps);
//   3. the vitest tests the change can affect: `vitest related` for the contract and the web app;
//      for the API, whose every test builds the whole app (so `related` would pick them all), the
//      tests of the domain a changed file belongs to (services/<domain>, routes/<domain>): its own
//      tests beside it, the API tests named after it or importing it, and the API tests that import a
//      changed file;
//      a change to the API's floor (lib, db, config, plugins, app.ts) runs every API test;
//   4. the browser tests the change can affect, when it touches the app, its browser tests or the
//      contract (on the app built once): Playwright's own choice, `--only-changed=<base>` (the
//      specs that changed and the specs importing a changed file: their support helpers, the
//      app's paths, the contract), and the specs that drive a changed feature of the app, named
//      after it (features/payments → payments, payments-accessibility; features/staff/question-bank
//      → staff-question-bank, staff-academy-question-bank). A change to the API alone runs none
//      (its domain's API tests stand for it, and a build and a server would not fit the loop's
//      3 minutes); `--browser` adds the specs named after its domain.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const at = process.argv.indexOf('--base');
const base = at === -1 ? 'HEAD' : process.argv[at + 1];
const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const changed = [
  ...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]),
].filter((file) => existsSync(file));

const timings = [];
const print = (text = '') => process.stdout.write(`${text}\n`);
function run(name, command, args) {
  print(`\n> ${name}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds} s`);
  print(`stage ${name}: ${seconds} s`);
  if (result.status !== 0) {
    print(`\n${timings.join('\n')}`);
    process.exit(result.status ?? 1);
  }
}

if (changed.length === 0) {
  print(`Nothing changed against ${base}.`);
  process.exit(0);
}
print(`Changed against ${base}: ${changed.length} file(s).`);

const code = changed.filter((file) => /\.(ts|tsx|mts|mjs|cjs|js)$/.test(file));
const touches = (prefix) => code.some((file) => file.startsWith(prefix));
const contract = touches('packages/contract/');
const api = contract || touches('apps/api/');
const web = contract || touches('apps/web/');

// 1. Type check: only the workspaces the change reaches.
// Incremental, its state kept in node_modules/.cache: a second run on the same files takes about
// 20 s instead of 2 minutes here (a change to one service file still rechecks what depends on it).
const tsc = (workspace) => [
  'node_modules/tsc7/bin/tsc',
  '-p',
  workspace,
  '--incremental',
  '--tsBuildInfoFile',
  `node_modules/.cache/test-quick/${path.basename(workspace)}.tsbuildinfo`,
];
if (contract) run('typecheck contract', 'node', tsc('packages/contract'));
if (api) run('typecheck api', 'node', tsc('apps/api'));
if (web) run('typecheck web', 'node', tsc('apps/web'));

// 2. Lint of the changed files, and the dependency rules.
if (code.length) run('lint', 'npx', ['eslint', '--max-warnings', '0', '--no-warn-ignored', ...code]);
if (touches('apps/api/src/') || touches('apps/web/src/'))
  run('dependency rules', 'npm', ['run', 'lint:deps']);

// 3. The vitest tests the change can affect.
const apiRoot = 'apps/api/';
const apiTests = readdirSync(`${apiRoot}test`)
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `${apiRoot}test/${name}`);
const apiSourceTests = (folder) =>
  existsSync(folder)
    ? readdirSync(folder, { recursive: true })
        .map(String)
        .filter((name) => name.endsWith('.test.ts'))
        .map((name) => path.join(folder, name))
    : [];
/** The words a domain's tests are named by: `exams` → exam, `data-rights` → data-rights. */
const stems = (domain) => [domain, domain.replace(/s$/, '')];
const floor = /^apps\/api\/src\/(lib|db|config|plugins)\/|^apps\/api\/src\/[^/]+\.ts$/;
const selected = new Set();
let everyApiTest = false;
for (const file of code.filter((found) => found.startsWith(apiRoot))) {
  if (file.endsWith('.test.ts')) selected.add(file);
  else if (floor.test(file)) everyApiTest = true;
  const domain = file.match(/^apps\/api\/src\/(?:services|routes)\/([^/]+)\//)?.[1];
  if (domain) {
    for (const test of apiSourceTests(`${apiRoot}src/services/${domain}`)) selected.add(test);
    for (const test of apiTests) {
      const name = path.basename(test);
      const source = readFileSync(test, 'utf8');
      // Imports of the domain, not any mention (the dependency rules' test names domains in its text).
      const imports = new RegExp(`(from |import\\()'[^']*services/${domain}/`);
      if (stems(domain).some((stem) => name.includes(stem)) || imports.test(source)) {
        selected.add(test);
      }
    }
  }
  const stem = path.basename(file).replace(/\.tsx?$/, '');
  for (const test of apiTests) if (readFileSync(test, 'utf8').includes(`/${stem}'`)) selected.add(test);
}
if (everyApiTest)
  run('api tests (every one: the floor changed)', 'npx', ['vitest', 'run', '--project', 'api']);
else if (selected.size) run('api tests', 'npx', ['vitest', 'run', '--project', 'api', ...selected]);

const related = code.filter(
  (file) => file.startsWith('packages/contract/') || file.startsWith('apps/web/src/'),
);
if (related.length) {
  run('unit tests (vitest related)', 'npx', [
    'vitest',
    'related',
    '--run',
    '--passWithNoTests',
    '--project',
    'contract',
    '--project',
    'web',
    ...related,
  ]);
}

// 4. The browser tests the change can affect, on the app built once.
const e2e = 'apps/web/e2e/';
const specs = readdirSync(e2e).filter((name) => name.endsWith('.spec.ts'));
/** The specs named after a changed feature of the app (or, with --browser, a domain of the API). */
function namedSpecs() {
  const named = new Set();
  const pick = (stem, staff) => {
    for (const spec of specs) {
      if (stems(stem).some((word) => spec.includes(word)) && spec.startsWith('staff-') === staff)
        named.add(`${e2e}${spec}`);
    }
  };
  for (const file of code) {
    const feature = file.match(/^apps\/web\/src\/features\/([^/]+)\/(?:([^/]+)\/)?/);
    if (feature?.[1] === 'staff') {
      // The console's own parts (its api, components, fields) reach every staff spec.
      const part = feature[2] && !['api', 'components', 'fields', 'hooks'].includes(feature[2]);
      pick(part ? feature[2] : 'staff-', true);
    } else if (feature) pick(feature[1], false);
    const domain = process.argv.includes('--browser')
      ? file.match(/^apps\/api\/src\/(?:services|routes)\/([^/]+)\//)?.[1]
      : undefined;
    if (domain) for (const staff of [false, true]) pick(domain, staff);
  }
  return named;
}
/** What Playwright's `--only-changed` picks: it loads the specs, so the app must be built. */
function playwrightPicks() {
  const listed = spawnSync(
    'npx',
    [
      'playwright',
      'test',
      '-c',
      'apps/web/playwright.config.ts',
      '--list',
      '--reporter=json',
      `--only-changed=${base}`,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  let report;
  try {
    report = JSON.parse(listed.stdout);
  } catch {
    print(listed.stderr);
    print('Playwright could not list the browser tests.');
    process.exit(1);
  }
  if (report.errors?.length) {
    for (const error of report.errors) print(error.message);
    process.exit(1);
  }
  const files = new Set();
  const walk = (suite) => {
    if (suite.file) files.add(`${e2e}${suite.file}`);
    for (const inner of suite.suites ?? []) walk(inner);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return files;
}
const named = namedSpecs();
// A unit test of the app or the contract reaches no browser test: it needs no build.
const reachesBrowser = code.some(
  (file) => /^(apps\/web\/(src|e2e)|packages\/contract\/src)\//.test(file) && !/\.test\.tsx?$/.test(file),
);
if (reachesBrowser || named.size) {
  run('build', 'npm', ['run', 'build']);
  const started = performance.now();
  const chosen = [...new Set([...playwrightPicks(), ...named])].filter((file) => file.endsWith('.spec.ts'));
  timings.push(
    `choose browser tests (--only-changed): ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (chosen.length) {
    run('e2e (the specs the change can affect)', 'npx', [
      'playwright',
      'test',
      '-c',
      'apps/web/playwright.config.ts',
      ...chosen,
    ]);
  } else print('\nNo browser test drives or imports what changed.');
}

print(`\n${timings.join('\n')}`);
print('npm test stays the gate: run it before you push.');
