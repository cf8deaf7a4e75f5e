import { expect, test } from './support/signed-in';
import { holdTheApp, hydrated, openServerPage } from './support/held-app';
import { learnerWaitingToPay } from './support/payments';

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

test('a tap kept while the new page still loads its data reaches the button once it is there', async ({
  page,
  request,
}) => {
  // CI: the sandbox payer's "Pay" was tapped on the server's page; the app's page first showed
  // its loading state (the order fetched again), and the tap found no button then.
  const { orderId } = await learnerWaitingToPay(request);
  let answerTheOrder!: () => void;
  const orderAnswered = new Promise<void>((resolve) => (answerTheOrder = resolve));
  await page.route(/\/api\/v1\/dev\/sandbox-payments\/[^/]+$/, async (route) => {
    if (route.request().method() === 'GET') await orderAnswered;
    await route.continue();
  });
  const release = await holdTheApp(page);
  await openServerPage(page, `/dev/sandbox-pay/${orderId}`);
  await page.waitForFunction(() => '__earlyInput' in window);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  release();
  await expect(page.locator('#root [aria-busy="true"]')).toBeVisible();
  answerTheOrder();
  await expect(page.getByText('Done: the order is now Completed.')).toBeVisible();
});
