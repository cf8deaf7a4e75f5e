import { expect, type Page } from '@playwright/test';

/** Requests in flight per page, counted from the first `visit` on it. */
const inFlight = new WeakMap<Page, { count: number; changedAt: number }>();

/** Forgets what `visit` counted on `page`: its listeners are gone (support/test.ts hands it on). */
export function forgetPage(page: Page) {
  inFlight.delete(page);
}

function track(page: Page) {
  let state = inFlight.get(page);
  if (state) return state;
  const created = { count: 0, changedAt: Date.now() };
  const change = (by: number) => () => {
    created.count += by;
    created.changedAt = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  inFlight.set(page, created);
  state = created;
  return state;
}

/** Resolves once no request of the page has been in flight for `quietMs`. */
async function networkQuiet(page: Page, quietMs: number) {
  const state = track(page);
  await expect
    .poll(() => state.count <= 0 && Date.now() - state.changedAt >= quietMs, { intervals: [50] })
    .toBe(true);
}

/**
 * True once the app runs on the page (React has a root on `#root`): a server-rendered public page
 * shows its content before that, and starts the app at the visitor's first touch (src/boot.ts).
 */
export const appStarted = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

/**
 * Opens `path` in the app as a walk of many screens should: the first screen by a full load, every
 * later one, once the app runs, by the app's own navigation (the router follows `popstate`, as after "back"), which
 * takes about 140 ms a screen against 750 ms for a load (1,090 ms waiting for the network to idle).
 * Resolves once the screen has its data: no request in flight for 150 ms, no loader, no skeleton,
 * no place marked busy (`aria-busy`, which a loading list may show before its skeletons).
 * `load: true` forces a full load (an address the server answers itself, e.g. a short link).
 */
export async function visit(page: Page, path: string, { load = false } = {}) {
  const state = track(page);
  if (!load && (await appStarted(page))) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    state.changedAt = Date.now();
  } else {
    await page.goto(path);
  }
  await networkQuiet(page, 150);
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await expect(page.locator('.mantine-Skeleton-root[data-visible]')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
