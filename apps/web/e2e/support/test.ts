import {
  test as playwrightTest,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Dialog,
  type Page,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from '@playwright/test';
import { forgetPage } from './visit';

export * from '@playwright/test';

/**
 * The browser tests' `test` (decision 0185): each worker keeps one page per set of context
 * options and hands it to the next test that asks for the same, instead of a new context and
 * page for every test. A test still starts the app with a full load of its own, with nothing of
 * the test before: as a test ends its page drops the routes and listeners the test added and
 * leaves the app for a file of the academy without script; before the next one its origin's
 * storage (local and session storage, IndexedDB, caches, cookies) is cleared and the test's
 * `storageState` written, and permissions, the offline switch and the viewport are reset. What
 * stays is what a returning visitor's browser keeps: the HTTP cache, and the page's process with
 * the scripts it compiled. A signed-in first load costs the browser about 0.5 processor seconds
 * that way instead of 1.4.
 *
 * The page is always on the academy's origin when the test starts (`/robots.txt`, a plain text
 * file), so a helper can write the tab's storage before the first `page.goto`.
 *
 * A new context and page (closed after the test) instead, when:
 * - the spec asks for one: `test.use({ freshPage: true })` (a test of what a first visit
 *   downloads, which a warm cache would hide);
 * - the service worker is allowed (it would outlive the test);
 * - the test runs again after a failure (so its trace records from a new context).
 * A page is not handed on after a test that failed, closed it, or changed what cannot be reset
 * (an init script, an exposed function, the clock, a geolocation).
 */
interface WarmPage {
  context: BrowserContext;
  page: Page;
  /** The test changed what the next one could not reset. */
  tainted: boolean;
}

/** How many pages a worker keeps for tests of other context options (a locale, a time zone). */
const warmPagesPerWorker = 3;

/** A file of the academy that runs no script: where a page waits between tests. */
const restingPath = '/robots.txt';

/** The origin's storage a test may have written (not the HTTP cache: a returning visitor keeps it). */
const originStorage = [
  'cookies',
  'file_systems',
  'indexeddb',
  'local_storage',
  'websql',
  'cache_storage',
  'service_workers',
  'shared_storage',
  'storage_buckets',
].join(',');

/** Context events tests listen to: dropped between tests (Playwright's own are not listeners). */
const contextEvents = [
  'page',
  'request',
  'response',
  'requestfinished',
  'requestfailed',
  'console',
  'dialog',
  'weberror',
] as const;

/** Marks `warm` tainted when any of `methods` of `owner` is called. */
function taintOn<T extends object>(warm: WarmPage, owner: T, methods: readonly (keyof T & string)[]) {
  for (const name of methods) {
    const original = owner[name];
    if (typeof original !== 'function') continue;
    Object.assign(owner, {
      [name]: (...args: unknown[]) => {
        warm.tainted = true;
        return (original as (...a: unknown[]) => unknown).apply(owner, args);
      },
    });
  }
}

async function openPage(browser: Browser, options: BrowserContextOptions): Promise<WarmPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const warm: WarmPage = { context, page, tainted: false };
  taintOn(warm, page, ['addInitScript', 'exposeFunction', 'exposeBinding']);
  taintOn(warm, context, ['addInitScript', 'exposeFunction', 'exposeBinding', 'setGeolocation']);
  taintOn(warm, context.clock, [
    'install',
    'setFixedTime',
    'setSystemTime',
    'pauseAt',
    'runFor',
    'fastForward',
  ]);
  return warm;
}

/** Leaves whatever the page shows for the resting file, saying yes to a "leave this page?". */
async function rest(page: Page, origin: string) {
  const leave = (dialog: Dialog) => void dialog.accept().catch(() => undefined);
  page.on('dialog', leave);
  try {
    await page.goto(`${origin}${restingPath}`);
  } finally {
    page.off('dialog', leave);
  }
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string>;

/** The test's storage in the tab: its cookies, and the local storage of the academy's origin. */
async function writeStorage(warm: WarmPage, origin: string, state: StorageState) {
  if (!state) return;
  if (state.cookies.length > 0) await warm.context.addCookies(state.cookies);
  for (const { origin: stateOrigin, localStorage } of state.origins) {
    if (stateOrigin !== origin)
      throw new Error(`a reused page keeps storage for ${origin} only, not ${stateOrigin}`);
    await warm.page.evaluate((entries) => {
      for (const { name, value } of entries) window.localStorage.setItem(name, value);
    }, localStorage);
  }
}

/**
 * What the test left on the page that could hold it, undone, and the page gone to rest: kept
 * running, the app would spend the processor (its timers, its calls) while the worker runs tests
 * of other options. False when the page cannot be handed on.
 */
async function leave(warm: WarmPage, origin: string): Promise<boolean> {
  const { context, page } = warm;
  if (warm.tainted || page.isClosed()) return false;
  for (const other of context.pages()) if (other !== page) await other.close();
  await Promise.all([
    context.unrouteAll({ behavior: 'ignoreErrors' }),
    page.unrouteAll({ behavior: 'ignoreErrors' }),
  ]);
  page.removeAllListeners();
  for (const event of contextEvents) context.removeAllListeners(event);
  forgetPage(page);
  return rest(page, origin).then(
    () => true,
    () => false,
  );
}

/** The resting page made ready for the next test: its options, and `state` as its only storage. */
async function reset(warm: WarmPage, origin: string, options: BrowserContextOptions, state: StorageState) {
  const { context, page } = warm;
  await context.clearPermissions();
  if (options.permissions?.length) await context.grantPermissions(options.permissions);
  await context.setOffline(options.offline ?? false);
  await context.setExtraHTTPHeaders(options.extraHTTPHeaders ?? {});
  if (options.viewport) await page.setViewportSize(options.viewport);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: originStorage });
  await cdp.detach();
  await context.clearCookies();
  // From the page too: its process keeps a copy of the origin's local storage.
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  await writeStorage(warm, origin, state);
}

/**
 * Playwright's own fixture of a test's context options (the config's and `test.use`'s), from which
 * every `browser.newContext` in a test takes what it is not given; its public types leave it out.
 */
const base = playwrightTest as unknown as TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & { _combinedContextOptions: BrowserContextOptions },
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
>;

export const test = base.extend<{ freshPage: boolean }, { warmPages: Map<string, WarmPage> }>({
  freshPage: [false, { option: true }],

  warmPages: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const pages = new Map<string, WarmPage>();
      await provide(pages);
      for (const warm of pages.values()) await warm.context.close();
    },
    { scope: 'worker' },
  ],

  context: async ({ browser, warmPages, freshPage, _combinedContextOptions }, provide, testInfo) => {
    const { storageState, ...options } = _combinedContextOptions;
    if (!options.baseURL) throw new Error('the browser tests need a baseURL');
    const origin = new URL(options.baseURL).origin;
    const reusable =
      !freshPage &&
      options.serviceWorkers !== 'allow' &&
      testInfo.retry === 0 &&
      typeof storageState !== 'string';

    if (!reusable) {
      const fresh = await openPage(browser, { ...options, storageState });
      await rest(fresh.page, origin);
      await provide(fresh.context);
      await fresh.context.close();
      return;
    }

    // The viewport is set again for each test; what a context fixes for its life is the key.
    const key = JSON.stringify({ ...options, viewport: undefined });
    let warm = warmPages.get(key);
    warmPages.delete(key);
    if (warm) await reset(warm, origin, options, storageState);
    else {
      warm = await openPage(browser, { ...options, storageState });
      await rest(warm.page, origin);
    }
    // The most recently used last; a worker keeps a few (each is a browser process).
    warmPages.set(key, warm);
    for (const [oldKey, old] of warmPages) {
      if (warmPages.size <= warmPagesPerWorker) break;
      warmPages.delete(oldKey);
      await old.context.close();
    }
    await provide(warm.context);
    if (testInfo.status !== testInfo.expectedStatus || !(await leave(warm, origin))) {
      warmPages.delete(key);
      await warm.context.close();
    }
  },

  page: async ({ context }, provide) => {
    const [page] = context.pages();
    await provide(page ?? (await context.newPage()));
  },
});

/**
 * Writes `entries` into the local storage of the academy's origin in `page`'s tab, for the app's
 * next load to read (a helper that signs a test in calls it before the first `page.goto`). A page
 * not yet on the academy's origin (one a test opened itself) goes to the resting file first.
 */
export async function storeInTab(page: Page, entries: Record<string, string>) {
  if (!page.url().startsWith('http')) await page.goto(restingPath);
  await page.evaluate((values) => {
    for (const [name, value] of Object.entries(values)) window.localStorage.setItem(name, value);
  }, entries);
}
