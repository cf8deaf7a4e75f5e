import { expect, test } from './support/test';

// Issue 12: public pages arrive with their content before any script runs; the app is
// installable and its shell opens offline.

// The service worker is what several of these tests are about.
test.use({ serviceWorkers: 'allow' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of [
    { path: '/kelas/nahwu-ajurrumiyyah', heading: /Arabic Grammar with al-Ajurrumiyyah/ },
    { path: '/login', heading: /Sign in/ },
    { path: '/register', heading: /Create an account/ },
    { path: '/store', heading: /Store/ },
    { path: '/dept/bahasa-arab', heading: /Arabic Language/ },
    { path: '/', heading: /Study the classical sciences/ },
  ]) {
    test(`${path} shows its content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('a class page carries its title, description and link preview in the visitor’s language', async ({
    page,
  }) => {
    await page.goto('/kelas/nahwu-ajurrumiyyah');
    await expect(page).toHaveTitle('Arabic Grammar with al-Ajurrumiyyah · Akademi Ilmu Syar’i');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /teacher/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      /\/kelas\/nahwu-ajurrumiyyah$/,
    );
  });
});

test('the class title is in the HTML the server sends', async ({ request }) => {
  const classes = await request.get('/api/v1/classes/nahwu-ajurrumiyyah', {
    headers: { 'Accept-Language': 'id' },
  });
  const { data } = (await classes.json()) as { data: { title: { id: string } } };
  const page = await request.get('/kelas/nahwu-ajurrumiyyah', { headers: { 'Accept-Language': 'id' } });
  const html = await page.text();
  expect(html).toContain(data.title.id);
  expect(html).toContain('<html lang="id"');
});

test('the page hydrates without a layout shift or a console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/kelas/nahwu-ajurrumiyyah');
  await page.waitForLoadState('networkidle');
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
  expect(shift).toBeLessThan(0.01);
  expect(errors).toEqual([]);
  // Hydrated: the language switcher answers.
  await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('link', { name: 'Masuk untuk mendaftar' })).toBeVisible();
});

test('the manifest makes the app installable', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href!)).json()) as {
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ display: 'standalone', start_url: expect.stringMatching(/^\//) });
  expect(manifest.theme_color).toMatch(/^#/);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
  const worker = await request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('the app shell opens offline with a notice, and API answers are never cached', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByText(/guided by/).first()).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit installs the worker; the next load is controlled by it.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const cachedApi = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls.filter((url) => url.startsWith('/api/'));
  });
  expect(cachedApi).toEqual([]);

  await context.setOffline(true);
  await page.goto('/store');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Sign in/ }).first()).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('You are offline')).toBeHidden();
});

test('what a learner types and clicks before the app has loaded is kept and acted on', async ({ page }) => {
  // Hold the app's script back, as a slow connection would.
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Phone number').fill('081234567890');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The browser did not send the form itself (the password stays out of the address).
  expect(page.url()).not.toContain('password');
  release();
  await expect(page.getByRole('alert')).toHaveText('Phone number or password is wrong');
  await expect(page.getByLabel('Phone number')).toHaveValue('081234567890');
  expect(page.url()).not.toContain('password');
});
