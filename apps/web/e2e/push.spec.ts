import { paths } from '../src/config/paths';
import { storage } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/signed-in';

// Web Push on this device (issue 41, decision 0155). Chromium under Playwright has the Push API but
// no push service to subscribe with, so turning push on ends in the plain message that says so;
// the subscription, the encryption and the sending are proved by the API's test (push.test.ts).

test.describe.configure({ timeout: 120_000 });
test.use({ signedInAs: 'learner', serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

test('the settings switch asks the browser and says plainly when push cannot be turned on', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.goto(paths.dashboard.notificationSettings.getHref());
  const device = page.getByRole('switch', { name: 'Notifications on this device' });
  await expect(device).not.toBeChecked({ timeout: 30_000 });
  await expect(page.getByRole('checkbox', { name: 'Notifications on my devices (Web Push)' })).toBeChecked();
  await device.click();
  // Either the browser had a push service (on) or it had none (the message, and the switch off).
  const on = page.getByRole('status').filter({ hasText: 'Notifications are on for this device.' });
  const failed = page.getByRole('alert').filter({ hasText: 'could not reach its notification service' });
  await expect(on.or(failed)).toBeVisible({ timeout: 30_000 });
  if (await failed.isVisible()) await expect(device).not.toBeChecked();
  else await expect(device).toBeChecked();
  await expectNoSeriousViolations(page);

  await page.evaluate((key) => window.localStorage.setItem(key, '"id"'), storage.language);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Notifikasi di perangkat ini' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the dashboard offers push once after a reminder came, never on a first visit', async ({ page }) => {
  await page.goto('/dashboard');
  // The demo's reminder was there before this device's first visit: no offer.
  await expect(page.getByRole('link', { name: /^Notifications, \d+ unread$/ })).toBeVisible({
    timeout: 30_000,
  });
  const offer = page.getByRole('region', { name: 'Get reminders on this device?' });
  await expect(offer).toHaveCount(0);

  // A device first seen long ago: the reminder came after it.
  await page.evaluate(
    (key) => window.localStorage.setItem(key, '"2000-01-01T00:00:00.000Z"'),
    storage.pushFirstSeen,
  );
  await page.reload();
  await expect(offer).toBeVisible({ timeout: 30_000 });
  await expect(offer.getByRole('button', { name: 'Turn on' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name: /^Notifications, \d+ unread$/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(offer).toHaveCount(0);
});
