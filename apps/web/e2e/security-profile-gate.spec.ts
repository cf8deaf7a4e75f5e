import { expect, test } from './support/test';
import { expectNoSeriousViolations } from './support/axe';
import { authHeader, fillPin, freshLearner, sampleAddress } from './support/profiles';

/**
 * The profile PIN is enforced by the server (decision 0014): when another session locks the
 * active profile with wrong PINs, this tab's next call is refused and the learner is sent back to
 * the picker, keeping the page they were going to; the right PIN then brings them back there.
 */
test('a profile locked from another session sends the learner back to the picker, then the PIN brings them back', async ({
  page,
}) => {
  const { account, profile } = await freshLearner(page, {
    pin: '864200',
    address: sampleAddress,
    active: true,
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard');

  // A sibling signs in elsewhere and turns the PIN requirement off and on again with the PIN:
  // every other session (this tab's) must enter the PIN again.
  const sibling = await page.request.post('/api/v1/auth/login', {
    data: { phoneNumber: account.phoneNumber, password: account.password },
  });
  const siblingToken = ((await sibling.json()) as { data: { token: string } }).data.token;
  const refused = await page.request.get(`/api/v1/profile/${profile.id}/course`, {
    headers: authHeader(siblingToken),
  });
  expect(refused.status()).toBe(403);
  for (const pinRequired of [false, true]) {
    const response = await page.request.put(`/api/v1/profile/${profile.id}/pin/requirement`, {
      headers: authHeader(siblingToken),
      data: { pinRequired, pin: '864200' },
    });
    expect(response.ok()).toBe(true);
  }

  // The profile page reads the profile's active hours: the server refuses, the app asks again.
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL('/profile?to=%2Fdashboard%2Fprofile');
  await expect(page.getByRole('heading', { level: 1, name: 'Who is learning today?' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'For your safety, choose the profile and enter its PIN again.',
  );
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: `Choose ${account.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Enter the PIN of ${account.fullName}` });
  await fillPin(dialog.getByRole('group', { name: 'PIN' }), '864200');
  await dialog.getByRole('button', { name: 'Enter' }).click();
  await expect(page).toHaveURL('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
