import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type BrowserContext } from './support/test';
import { signInWithApi } from './support/accounts';
import { demoAdmin } from './support/grading';
import { actAs, createLearner } from './support/learners';

// What a first visit downloads and runs: a new context and page for each test (support/test.ts).
test.use({ freshPage: true });

// The staff console is its own lazy chunks, never loaded for learners (issue 13). Two views of
// which built files are the console's, each checking the other: the build's (build/pwa-plugin.ts
// decides on its chunk graph and leaves them out of the service worker's precache, so every
// script or style not precached is staff-only) and their content (a console module asks for a
// staff translation namespace; a learner's module never does).

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');

const builtFiles = readdirSync(path.join(dist, 'assets'))
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => `/assets/${name}`);

/** Built files left out of the service worker's precache: the staff console's. */
function staffFiles() {
  const worker = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const precache = new Set(JSON.parse(/const precache = (\[.*?\]);/.exec(worker)![1]!) as string[]);
  return new Set(builtFiles.filter((file) => !precache.has(file)));
}

const staffNamespaces = new Set(
  readdirSync(path.join(web, 'src/locales/en'))
    .filter((name) => name.startsWith('staff'))
    .map((name) => name.replace(/\.json$/, '')),
);

/**
 * Whether a built script asks for a staff translation namespace (as every console screen does):
 * a call whose first argument is the namespace or a list starting with it, `t('staff-learners')` or
 * `t(['staff', …])` once minified. A bare "staff" elsewhere (a query key, the contract's
 * `markedBy: 'staff'`) is not a request for texts.
 */
function asksForStaffTexts(file: string) {
  if (!file.endsWith('.js')) return false;
  const source = readFileSync(path.join(dist, file), 'utf8');
  return [...source.matchAll(/[\w$]\(\[?["'`](staff[a-z-]*)["'`]/g)].some(([, name]) =>
    staffNamespaces.has(name!),
  );
}

/** The built files a context requests (pages and service worker alike), as paths. */
function recordFiles(context: BrowserContext) {
  const files = new Set<string>();
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) files.add(pathname);
  });
  return files;
}

test('a learner’s first loads of the home page and the dashboard fetch no staff file', async ({
  browser,
  request,
}) => {
  const staff = staffFiles();

  const context = await browser.newContext();
  const requested = recordFiles(context);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const learner = await createLearner(request);
  const signedIn = await browser.newContext();
  const requestedSignedIn = recordFiles(signedIn);
  const dashboard = await signedIn.newPage();
  await actAs(dashboard, learner);
  await dashboard.goto('/dashboard');
  await expect(dashboard.getByRole('heading', { level: 1 })).toBeVisible();
  await dashboard.waitForLoadState('networkidle');

  for (const files of [requested, requestedSignedIn]) {
    expect(files.size).toBeGreaterThan(5);
    expect([...files].filter((file) => staff.has(file) || asksForStaffTexts(file))).toEqual([]);
  }
  await context.close();
  await signedIn.close();
});

test('the build keeps every console script out of the precache, and the console loads them', async ({
  page,
}) => {
  const staff = staffFiles();
  const consoleScripts = builtFiles.filter(asksForStaffTexts);
  expect(consoleScripts.length).toBeGreaterThan(10);
  expect(consoleScripts.filter((file) => !staff.has(file))).toEqual([]);
  // So do the staff translations themselves (their chunks are named for the namespace).
  const translations = builtFiles.filter((file) => /^\/assets\/staff[a-z-]*-[\w-]{8}\.js$/.test(file));
  expect(translations.length).toBeGreaterThanOrEqual(2 * staffNamespaces.size);
  expect(translations.filter((file) => !staff.has(file))).toEqual([]);

  const requested = recordFiles(page.context());
  await signInWithApi(page, demoAdmin);
  await page.goto('/staff/classes');
  await expect(page.getByRole('table', { name: 'Classes' })).toBeVisible();
  expect([...requested].filter((file) => staff.has(file) && asksForStaffTexts(file)).length).toBeGreaterThan(
    2,
  );
});
