import { expect, test, type Page } from './support/test';
import { demoLearner } from './support/accounts';
import { holdTheApp, hydrated, openServerPage } from './support/held-app';

// What a first visit downloads and runs: a new context and page for each test (support/test.ts).
test.use({ freshPage: true });

// Issue 12: every server-rendered page is hydrated, never rendered anew. A mismatch between the
// server's markup and the app's first render (or an update that reaches the screen before it has
// hydrated) makes React throw the server's elements away and build the screen again: what the
// learner typed or tapped meanwhile is lost, and on a slow phone the screen is built twice.

const serverRenderedPages = [
  '/',
  '/dept/bahasa-arab',
  '/store',
  '/kelas/nahwu-ajurrumiyyah',
  '/login',
  '/register',
  '/forgot-password',
  '/privacy-policy',
  '/terms-of-service',
];

/** Errors the page reports (React reports a hydration mismatch as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

for (const path of serverRenderedPages) {
  test(`${path} is hydrated, not rendered anew, and keeps the visitor's scroll`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 640 });
    const errors = collectErrors(page);
    const release = await holdTheApp(page);
    await openServerPage(page, path);
    // The visitor scrolls the server's page before the app is there.
    const scrolled = await page.evaluate(() => {
      window.scrollTo(0, 120);
      return window.scrollY;
    });
    // A sign of use (a key here; a touch, click or focus alike) starts the app (src/boot.ts); reading alone does not.
    await page.keyboard.press('Shift');
    release();
    await hydrated(page);

    const replaced = await page.evaluate(() =>
      (window as unknown as { serverElements: Element[] }).serverElements
        .filter((element) => !element.isConnected)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    );
    expect(replaced, 'server elements the app threw away').toEqual([]);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(errors).toEqual([]);
  });
}

test("the verification step hydrates over this device's code timing without a mismatch (React 418)", async ({
  page,
}) => {
  const userId = '0000000a-0000-4000-8000-000000000000';
  // This device registered the account a moment ago: it knows where the code went and when the
  // next may be asked, which the server, rendering without the device's storage, does not.
  await page.addInitScript((id) => {
    const resendAvailableAt = new Date(Date.now() + 60_000).toISOString();
    localStorage.setItem(
      'academy.otp',
      JSON.stringify({ userId: id, resendAvailableAt, sentTo: '081299998888' }),
    );
  }, userId);
  const errors = collectErrors(page);
  const release = await holdTheApp(page);
  await openServerPage(page, `/register?verify=${userId}`);
  await page.keyboard.press('Shift');
  release();
  await hydrated(page);
  await expect(page.getByText('sent to your WhatsApp number 081299998888')).toBeVisible();
  await expect(page.getByText(/You can ask for a new code in \d+ s/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a tap on a scrolled-down form before hydration submits it once the app is there', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 640 });
  const release = await holdTheApp(page);
  await openServerPage(page, '/register');
  // The early-input script keeps the tap until the app can take it.
  await page.waitForFunction(() => '__earlyInput' in window);
  const submit = page.getByRole('button', { name: 'Create account' });
  await submit.scrollIntoViewIfNeeded();
  await submit.click();
  release();
  await hydrated(page);
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription(/Full name cannot be empty!/);
  await expect(page).toHaveURL(/\/register$/);
});

test('what is typed while the app hydrates on a slow phone is kept and signs in', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 640 });
  const release = await holdTheApp(page);
  await openServerPage(page, '/login');
  await page.getByLabel('Phone number').fill(demoLearner.phoneNumber);
  // A slow phone: hydration takes long enough that the password is typed while it runs.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  release();
  await page
    .getByRole('textbox', { name: 'Password', exact: true })
    .pressSequentially(demoLearner.password, { delay: 40 });
  await hydrated(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page.getByLabel('Phone number')).toHaveValue(demoLearner.phoneNumber);
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(
    demoLearner.password,
  );
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
});
