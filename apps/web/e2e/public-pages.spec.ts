import { expect, test } from './support/test';
import { storage } from './support/accounts';
import { signInWithActiveProfile } from './support/profiles';
import { appStarted } from './support/visit';

test('home presents the channel, the teacher, WhatsApp and the departments', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(/is a learning channel guided by Ustadz/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Contact us on WhatsApp/ }).first()).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+$/,
  );
  for (const [name, href] of [
    ['Arabic language', '/dept/bahasa-arab'],
    ['Quran', '/dept/quran'],
    ['Family', '/dept/keluarga'],
  ] as const) {
    await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('region', { name: 'Highlights of the academy' })).toBeVisible();
  await expect(page).toHaveTitle(/Akademi/);
  expect(await page.evaluate(() => [...document.body.classList])).toEqual(['ns']);
});

test('each page has its own title and starts at the top', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page).toHaveTitle(/^Privacy policy · /);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
  await expect(page).toHaveTitle(/^Terms of service · /);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the language switch is kept across reloads', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  expect(await page.evaluate((key) => localStorage.getItem(key), storage.language)).toBe('"id"');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bahasa Indonesia' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: 'English' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('with no stored choice an unknown browser language falls back to Indonesian', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
  // The home carousel's controls speak Indonesian too, its slide buttons included (drawn once the
  // visitor's first touch has started the app).
  await page.goto('/');
  await page.keyboard.press('Shift');
  // Named in Indonesian, never Mantine's English "Slides", and each dot a 24 px tap target.
  await expect(page.getByRole('region', { name: 'Sorotan akademi' })).toBeVisible();
  await expect(page.locator('[aria-label="Slides"]')).toHaveCount(0);
  const slides = page.getByRole('group', { name: 'Pilih salindia' });
  await expect(slides.getByRole('button')).toHaveText(['', '', '']);
  const second = slides.getByRole('button', { name: 'Ke salindia 2' });
  await expect(second).toBeVisible();
  // The dots' style comes with the home screen's stylesheet, which may land a moment after them.
  await expect
    .poll(async () => {
      const box = (await second.boundingBox())!;
      return Math.min(box.width, box.height);
    })
    .toBeGreaterThanOrEqual(24);
  await second.click();
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('button', { name: 'Salindia berikutnya' })).toBeVisible();
  await context.close();
});

test('an unknown class is a real 404 with a translated title; the class pages are in the sitemap', async ({
  page,
}) => {
  const response = await page.goto('/kelas/no-such-class');
  expect(response!.status()).toBe(404);
  // The server's page says so without its script, and the tab keeps saying so once the app runs.
  const served = await (
    await page.request.get('/kelas/no-such-class', { headers: { 'accept-language': 'en' } })
  ).text();
  expect(served).toMatch(/<title>This class could not be found · [^<]*<\/title>/);
  expect(served).toMatch(/<h1[^>]*>This class could not be found<\/h1>/);
  await expect.poll(() => appStarted(page)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'This class could not be found' })).toBeVisible();
  await expect(page).toHaveTitle(/^This class could not be found · /);
  const indonesian = await page.request.get('/kelas/no-such-class', { headers: { 'accept-language': 'id' } });
  expect(indonesian.status()).toBe(404);
  expect(await indonesian.text()).toMatch(/<title>Kelas ini tidak ditemukan · [^<]*<\/title>/);
  expect(await indonesian.text()).not.toContain('pageTitle');
  expect((await page.request.get('/kelas/tahsin-akhwat')).status()).toBe(200);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>http:\/\/localhost:\d+\/kelas\/tahsin-akhwat<\/loc>/);
  expect(sitemap).toMatch(/<loc>http:\/\/localhost:\d+\/dept\/quran<\/loc>/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/dept/astronomy/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found · /);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
});

test('an unknown department is a 404 whose tab says so once the app runs', async ({ page }) => {
  const response = await page.goto('/dept/astronomy');
  expect(response!.status()).toBe(404);
  await page.keyboard.press('Shift');
  await expect.poll(() => appStarted(page)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found · /);
});

test('an unknown dashboard path shows the not-found page to a signed-in learner', async ({ page }) => {
  await signInWithActiveProfile(page);
  await page.goto('/dashboard/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard navigation' })).toBeVisible();
});
