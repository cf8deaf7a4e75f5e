import { messages } from '@academy/contract/messages';
import { fakeMicrophoneLaunch } from './support/fake-microphone';
import { expect, test } from './support/signed-in';

// The recitation quota (issue 37 item 12, decision 0140): when the server refuses to start an
// upload (409: other recordings of the profile are still being sent), the recorder says why, in
// the API's words, keeps the recording and offers to send it again. The refusal is the API's
// answer as it sends it; the demo learner's real quota stays untouched for the other specs.
test.use({
  signedInAs: 'learner',
  launchOptions: fakeMicrophoneLaunch,
});

test('the recorder shows why the server refused to start an upload', async ({ page }) => {
  test.setTimeout(120_000);
  const reason = messages.recitationUploadsOpen.en;
  await page.route(
    (url) => url.pathname.endsWith('/recitations/uploads'),
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({ err: true, code: 409, message: reason, reason: 'recitationUploadsOpen' }),
          })
        : route.continue(),
  );
  await page.goto('/dashboard/class/tahfizh-privat');
  await expect(page.getByRole('heading', { name: 'Recitations (setoran)' })).toBeVisible({ timeout: 45_000 });
  await page.getByRole('button', { name: 'Start recording' }).click();
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await expect(page.getByLabel('Your recording')).toBeVisible();
  await page.getByRole('button', { name: 'Send recitation' }).click();

  const refusal = page.getByRole('alert').filter({ hasText: reason });
  await expect(refusal).toBeVisible();
  // A refusal is not a dropped line: the recording is kept, without a word about the connection.
  await expect(refusal).toContainText('Your recording is kept here.');
  await expect(refusal).not.toContainText('connection');
  await expect(page.getByRole('button', { name: 'Send again' })).toBeVisible();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await refusal.scrollIntoViewIfNeeded();
    const box = (await refusal.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`recorder-refused-${width}.png`) });
  }
});
