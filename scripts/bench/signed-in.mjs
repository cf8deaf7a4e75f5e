/* global window */
// Signed-in first loads (issue 36): the main thread's script time and blocking time of a page
// opened with the demo learner's session, under Chromium's own 4× CPU slowdown, the service worker
// blocked, in a new browser each load (nothing cached), as the issue measured the release before
// it. Lighthouse is not used here: its gatherers keep a signed-in page busy long after it has
// loaded, so its script figures grow with the run's length, not with the page.
import { chromium } from '@playwright/test';
import { quietBrowserFlags } from './lighthouse.mjs';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/**
 * The script and blocking times of signed-in first loads before issue 36 (release 2b8a7e3),
 * measured by this file on 2026-11-29 at 01:29 UTC (load average 1.7, medians of 3 loads:
 * /dashboard 2,020-2,303 ms, the class list 1,386-1,782 ms). The budget is half of each.
 */
export const signedInBefore = {
  '/dashboard': { scriptMs: 2164, blockingMs: 1734 },
  '/dashboard/class': { scriptMs: 1675, blockingMs: 1503 },
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Resolves once the page has shown its data: no request for 500 ms, no loader or skeleton. */
async function settled(page) {
  let inFlight = 0;
  let changedAt = Date.now();
  const change = (by) => () => {
    inFlight += by;
    changedAt = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return async () => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const busy = await page
        .locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [aria-busy="true"]')
        .count();
      if (busy === 0 && inFlight <= 0 && Date.now() - changedAt >= 500) return;
      if (Date.now() > deadline) throw new Error(`${page.url()} did not settle in 60 s`);
      await page.waitForTimeout(100);
    }
  };
}

/** One first load of `url` with `storage` in the browser: script and blocking time in ms. */
async function load(url, storage) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', ...quietBrowserFlags],
  });
  try {
    const origin = new URL(url).origin;
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 800 },
      storageState: {
        cookies: [],
        origins: [
          { origin, localStorage: Object.entries(storage).map(([name, value]) => ({ name, value })) },
        ],
      },
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks = [];
      Object.defineProperty(window, '__longTasks', { value: tasks });
      new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => e.duration))).observe({
        type: 'longtask',
        buffered: true,
      });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Performance.enable');
    const done = await settled(page);
    await page.goto(url);
    await done();
    const metrics = Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
    );
    const longTasks = await page.evaluate(() => window.__longTasks);
    if (!new URL(page.url()).pathname.startsWith(new URL(url).pathname)) {
      throw new Error(`${url} ended at ${page.url()}: the session was not taken`);
    }
    return {
      scriptMs: metrics.ScriptDuration * 1000,
      blockingMs: longTasks.reduce((total, duration) => total + Math.max(0, duration - 50), 0),
    };
  } finally {
    await browser.close();
  }
}

/**
 * Signed-in first loads of `pages` (paths on `base`) with the session `storage` (the app's
 * localStorage entries): each page's median script and blocking time against half of the
 * figures before issue 36. With `before` (`{ base, storage }` of the release before issue 36,
 * served beside this one), that release's loads alternate with these and their medians in the
 * same minutes are the figures halved: this machine's speed changes with the hour.
 */
export async function measureSignedIn({ base, pages, storage, before }) {
  const results = [];
  for (const page of pages) {
    const loads = [];
    const earlier = [];
    for (let i = 0; i < runs; i += 1) {
      if (before) earlier.push(await load(`${before.base}${page}`, before.storage));
      loads.push(await load(`${base}${page}`, storage));
    }
    const scriptMs = median(loads.map((l) => l.scriptMs));
    const blockingMs = median(loads.map((l) => l.blockingMs));
    const then = before
      ? {
          scriptMs: median(earlier.map((l) => l.scriptMs)),
          blockingMs: median(earlier.map((l) => l.blockingMs)),
          sameRun: true,
        }
      : signedInBefore[page];
    results.push({
      page,
      scriptMs,
      blockingMs,
      scripts: loads.map((l) => l.scriptMs),
      before: then,
      passed: then && then.scriptMs > 0 ? scriptMs <= then.scriptMs / 2 : undefined,
    });
  }
  return results;
}
