import { expect, test } from './support/test';
import { storage } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { fillPin, freshLearner, sampleAddress, signInWithActiveProfile } from './support/profiles';

test('signed in without an active profile, the dashboard sends the learner to pick one, keeping the target', async ({
  page,
}) => {
  await freshLearner(page, { pin: '246810', address: sampleAddress });
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/profile');
  await page.goto('/dashboard/user/setting');
  await expect(page).toHaveURL('/profile?to=%2Fdashboard%2Fuser%2Fsetting');
  await expect(page.getByRole('heading', { level: 1, name: 'Who is learning today?' })).toBeVisible();
});

test('with an active profile the dashboard opens directly and names it on the profile page', async ({
  page,
}) => {
  await signInWithActiveProfile(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/profile');
  const profiles = page.getByRole('list', { name: 'Profiles' });
  await expect(profiles.getByRole('listitem').filter({ hasText: 'Main profile' })).toContainText('Active');
  await expect(profiles.getByRole('listitem').filter({ hasText: 'Aisyah' })).not.toContainText('Active');
});

test('a profile without a PIN sets one first, then the address step, which can be skipped', async ({
  page,
}) => {
  const { account } = await freshLearner(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: `Choose ${account.fullName}` }).click();

  const dialog = page.getByRole('dialog', { name: `Set a PIN for ${account.fullName}` });
  await dialog.getByRole('button', { name: 'Save PIN and enter' }).click();
  await expect(dialog.getByRole('group', { name: 'New PIN' })).toContainText('PIN must be 6 digits');

  await fillPin(dialog.getByRole('group', { name: 'New PIN' }), '135790');
  await fillPin(dialog.getByRole('group', { name: 'Confirm PIN' }), '135791');
  await dialog.getByRole('button', { name: 'Save PIN and enter' }).click();
  await expect(dialog.getByRole('group', { name: 'Confirm PIN' })).toContainText('PIN not match');

  await fillPin(dialog.getByRole('group', { name: 'Confirm PIN' }), '135790');
  await dialog.getByRole('button', { name: 'Save PIN and enter' }).click();
  await expect(page.getByText('PIN saved')).toBeVisible();

  // The main profile has its gender from registration, but no address yet.
  await expect(page).toHaveURL('/onboarding-address');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByLabel('City')).toHaveAccessibleDescription('Please enter full address');
  await page.getByLabel('City').fill('Bandung');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL('/dashboard');

  const stored = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null'),
    storage.profile,
  );
  expect(stored).toMatchObject({ id: expect.any(String), userId: expect.any(String) });
});

test('switching profiles: a wrong PIN shows the tries left, the right one enters and continues to the target', async ({
  page,
}) => {
  const { account } = await freshLearner(page, { pin: '482615' });
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL('/profile?to=%2Fdashboard%2Fprofile');
  await page.getByRole('button', { name: `Choose ${account.fullName}` }).click();

  const dialog = page.getByRole('dialog', { name: `Enter the PIN of ${account.fullName}` });
  const pin = dialog.getByRole('group', { name: 'PIN' });
  await fillPin(pin, '000000');
  await dialog.getByRole('button', { name: 'Enter' }).click();
  await expect(pin).toContainText('The PIN is wrong');
  await expect(pin).toContainText('4 tries left.');

  await fillPin(pin, '482615');
  await dialog.getByRole('button', { name: 'Enter' }).click();

  // No address yet: the address step comes first, and the target is kept.
  await expect(page).toHaveURL('/onboarding-address?to=%2Fdashboard%2Fprofile');
  await page.getByLabel('Address').fill(sampleAddress.address);
  await page.getByLabel('City').fill(sampleAddress.city);
  await page.getByLabel('State / province').fill(sampleAddress.state);
  await page.getByLabel('Post code').fill(sampleAddress.postCode);
  await page.getByLabel('Country').fill(sampleAddress.country);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Address saved')).toBeVisible();
  await expect(page).toHaveURL('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('five wrong PINs lock the profile and say so', async ({ page }) => {
  const { account } = await freshLearner(page, { pin: '975310', address: sampleAddress });
  await page.goto('/profile');
  await page.getByRole('button', { name: `Choose ${account.fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Enter the PIN of ${account.fullName}` });
  const pin = dialog.getByRole('group', { name: 'PIN' });
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await fillPin(pin, '111111');
    await dialog.getByRole('button', { name: 'Enter' }).click();
    await expect(pin).toContainText(attempt === 4 ? '1 try left.' : `${5 - attempt} tries left.`);
  }
  await fillPin(pin, '111111');
  await dialog.getByRole('button', { name: 'Enter' }).click();
  await expect(pin).toContainText('Too many wrong PINs, try again in 15 minutes.');
  await expect(pin).toContainText('Locked until');
  // Even the right PIN waits for the lock to end: "Enter" stays off until then.
  await fillPin(pin, '975310');
  await expect(dialog.getByRole('button', { name: 'Enter' })).toBeDisabled();
  await expect(page).toHaveURL('/profile');
});

test('adding a profile: its messages, then it can be chosen with its PIN', async ({ page }) => {
  await freshLearner(page, { pin: '864202', address: sampleAddress });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Add profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a profile' });
  await dialog.getByRole('button', { name: 'Add profile' }).click();
  await expect(dialog.getByLabel('Profile name')).toHaveAccessibleDescription(
    'Profile name cannot be empty!',
  );
  await expect(dialog.getByText('Gender is required!')).toBeVisible();

  await dialog.getByLabel('Profile name').fill('Umar 2');
  await dialog.getByRole('button', { name: 'Add profile' }).click();
  await expect(dialog.getByLabel('Profile name')).toHaveAccessibleDescription(
    'Invalid profile name, please use alphabet letters only',
  );

  await dialog.getByLabel('Profile name').fill('Umar Faruq');
  await dialog.getByRole('radio', { name: 'Male', exact: true }).check();
  await fillPin(dialog.getByRole('group', { name: 'PIN', exact: true }), '314159');
  // The sixth digit moves the focus on to "Confirm PIN": the learner keeps typing.
  await expect(dialog.getByRole('group', { name: 'Confirm PIN' }).locator('input').first()).toBeFocused();
  await page.keyboard.type('314159');
  await dialog.getByRole('button', { name: 'Add profile' }).click();
  await expect(page.getByText('Profile Umar Faruq added')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const card = page.getByRole('button', { name: 'Choose Umar Faruq' });
  // Named by all it shows: the profile's kind and whether a PIN guards it.
  await expect(card).toHaveAccessibleName('Choose Umar Faruq Profile 2 · PIN protected');
  await card.click();
  const pinDialog = page.getByRole('dialog', { name: 'Enter the PIN of Umar Faruq' });
  await fillPin(pinDialog.getByRole('group', { name: 'PIN' }), '314159');
  await pinDialog.getByRole('button', { name: 'Enter' }).click();
  await expect(page).toHaveURL('/onboarding-address');
});

test('the gender step saves the gender and moves on to the address', async ({ page }) => {
  await freshLearner(page, { pin: '112358', active: true });
  await page.goto('/gender?to=%2Fdashboard%2Fprofile');
  await expect(page.getByRole('heading', { level: 1, name: 'Select gender' })).toBeVisible();
  await page.getByRole('radio', { name: 'Male', exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Gender saved')).toBeVisible();
  await expect(page).toHaveURL('/onboarding-address?to=%2Fdashboard%2Fprofile');
});

test('the profile page shows the account, the active profile and active hours; switching goes to the picker', async ({
  page,
}) => {
  const { account } = await freshLearner(page, { pin: '271828', address: sampleAddress, active: true });
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByText(account.phoneNumber)).toBeVisible();
  // The date beside its term (the phone number and e-mail, made of digits, may hold the year too).
  const year = String(new Date().getFullYear());
  await expect(page.locator('dt:text-is("Registered since") + dd')).toContainText(year);
  await expect(page.getByRole('list', { name: 'Profiles' }).getByText('Active')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Active hours' })).toBeVisible();
  await expect(page.getByText(/No study time in the last 7 days yet/)).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Switch profile' }).click();
  await expect(page).toHaveURL('/profile?to=%2Fdashboard%2Fprofile');
  await expect(page.getByRole('button', { name: `Choose ${account.fullName}` })).toContainText('Active');
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 360, height: 740 },
]) {
  test.describe(`${viewport.name} accessibility`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the profile picker, its PIN dialog, the dashboard and the profile page have no serious violation', async ({
      page,
    }) => {
      const { account } = await freshLearner(page, { pin: '161803', address: sampleAddress });
      await page.goto('/profile');
      await expect(page.getByRole('button', { name: `Choose ${account.fullName}` })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.getByRole('button', { name: `Choose ${account.fullName}` }).click();
      const dialog = page.getByRole('dialog', { name: `Enter the PIN of ${account.fullName}` });
      await dialog.getByRole('button', { name: 'Enter' }).click();
      await expect(dialog.getByRole('group', { name: 'PIN' })).toContainText('PIN must be 6 digits');
      await expectNoSeriousViolations(page);

      await fillPin(dialog.getByRole('group', { name: 'PIN' }), '161803');
      await dialog.getByRole('button', { name: 'Enter' }).click();
      await expect(page).toHaveURL('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto('/dashboard/profile');
      await expect(page.getByRole('heading', { name: 'Active hours' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
