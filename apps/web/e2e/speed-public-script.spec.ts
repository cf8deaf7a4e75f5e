import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { appStarted } from './support/visit';

// What a first visit downloads and runs: a new context and page for each test (support/test.ts).
test.use({ freshPage: true });

// Issue 36: a public page ships only its boot script; the app is fetched while the browser is
// idle and started at the visitor's first touch, key or focus (decision 0128).

const publicPages = ['/', '/kelas/nahwu-ajurrumiyyah', '/login', '/register', '/store', '/dept/quran'];
const initialJsBudget = 90 * 1024;

/** The gzip size (level 9) of the scripts a page's HTML loads at once: module scripts and preloads. */
async function initialJavaScript(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const sources = new Set(
    [
      ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
      ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ].map((match) => match[1]!),
  );
  let gzip = 0;
  for (const source of sources)
    gzip += gzipSync(await (await request.get(source)).body(), { level: 9 }).length;
  return { files: sources.size, gzip };
}

/** The app's files arrive while the browser is idle, without running (src/boot.ts). */
async function appFilesFetched(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/assets\/main-[\w-]+\.js$/.test(entry.name)),
      ),
    )
    .toBe(true);
}

/** Server-rendered pages a reader may land on: the measured ones and the other public screens. */
const serverRenderedPages = [...publicPages, '/forgot-password', '/privacy-policy', '/terms-of-service'];
// 80 KiB until decision 0181 put the first screen’s CSS modules in it (about 4 KiB it had lacked).
const initialCssBudget = 84 * 1024;

/** The text of the stylesheets a page's HTML links (its render-blocking CSS). */
async function initialCss(request: APIRequestContext, html: string) {
  const hrefs = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  const texts = await Promise.all(hrefs.map(async (href) => (await request.get(href)).text()));
  return texts.join('\n');
}

test('a public page’s initial CSS styles every Mantine part and app class it renders, and only the first screen’s', async ({
  request,
}) => {
  /** The classes of the page's HTML that `pattern` matches. */
  const classesIn = (html: string, pattern: RegExp) =>
    new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.match(pattern) ?? []));
  for (const path of serverRenderedPages) {
    // As a browser asks: the server renders the page for an HTML request.
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    const css = await initialCss(request, html);
    const unstyled = (classes: Set<string>) => [...classes].filter((name) => !css.includes(`.${name}`));
    // Mantine's classes are `m_` and eight hex digits, one set per component (decision 0154).
    const mantine = classesIn(html, /\bm_[0-9a-f]{8}\b/g);
    expect(mantine.size, path).toBeGreaterThan(0);
    expect(
      unstyled(mantine),
      `${path}: Mantine classes without a rule in the page's initial CSS (src/styles/mantine.css)`,
    ).toEqual([]);
    // The app's CSS modules (`_name_hash_n`): each first-screen module is in src/app/styles.ts (0181).
    expect(
      unstyled(classesIn(html, /\b_[A-Za-z]+_[a-z0-9]{5}_\d+\b/g)),
      `${path}: CSS-module classes without a rule in the page's initial CSS (src/app/styles.ts)`,
    ).toEqual([]);
    expect(css.length, `${path}: ${(css.length / 1024).toFixed(1)} KiB of initial CSS`).toBeLessThanOrEqual(
      initialCssBudget,
    );
  }
});

test('a visitor who only reads a public page runs no app script', async ({ page }) => {
  for (const path of publicPages) {
    await page.goto(path);
    await appFilesFetched(page);
    // The boot script has run (it marks the page as it starts the app).
    expect(await page.locator('html').getAttribute('data-app'), path).toBeNull();
    expect(await appStarted(page), path).toBe(false);
  }
});

for (const path of publicPages) {
  test(`${path} loads at most 90 KiB of JavaScript before the visitor uses it`, async ({ request }) => {
    const { files, gzip } = await initialJavaScript(request, path);
    expect(files).toBeGreaterThan(0);
    expect(gzip, `${path}: ${(gzip / 1024).toFixed(1)} KiB gzip in ${files} files`).toBeLessThanOrEqual(
      initialJsBudget,
    );
  });
}

test('a visitor who only reads runs no app script; the first touch starts it and is acted on', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/kelas/nahwu-ajurrumiyyah');
  await expect(page.getByRole('heading', { level: 1, name: /Ajurrumiyyah/ })).toBeVisible();
  await appFilesFetched(page);
  expect(await appStarted(page)).toBe(false);

  // A click on the language switcher starts the app and switches the language.
  await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('link', { name: 'Masuk untuk mendaftar' })).toBeVisible();
  expect(await appStarted(page)).toBe(true);
});

test('a visitor who chose another language than the page’s gets the app at once', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The server renders in the browser's language; the visitor chose Indonesian earlier.
  await page.evaluate(() => window.localStorage.setItem('academy.language', JSON.stringify('id')));
  await page.reload();
  await expect.poll(() => appStarted(page)).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
});

test('a touch that comes before the boot script has run still starts the app', async ({ page }) => {
  // The boot script held back, as on a slow network: the page is parsed and shown without it.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Shift');
  release();
  await expect.poll(() => appStarted(page)).toBe(true);
});
