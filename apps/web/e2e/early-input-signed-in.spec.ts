import { expect, test } from './support/signed-in';
import { holdTheApp, hydrated, openServerPage } from './support/held-app';

// A signed-in visitor opens a page the server rendered as a signed-out one sees it: the app
// renders the page anew instead of hydrating it. A tap on the server's button before that (CI:
// the sandbox payer's "Pay" tapped a moment before the app was there did nothing) is given to
// the same button of the app's page, and to no other.

test.use({ signedInAs: 'learner' });

test('a tap before the app renders a server page anew reaches the same button', async ({ page }) => {
  const release = await holdTheApp(page);
  await openServerPage(page, '/store');
  await page.waitForFunction(() => '__earlyInput' in window);
  await page.getByRole('button', { name: 'ID (Bahasa Indonesia)' }).click();
  release();
  await hydrated(page);
  // Rendered anew for the signed-in learner, and the tap was kept: the page is in Indonesian.
  await expect(page.getByRole('link', { name: 'Dasbor' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('button', { name: 'ID (Bahasa Indonesia)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
