import { expect, test } from './support/test';
import { newAccount, signInWithUi, storage } from './support/accounts';
import { readCode } from './support/outbox';
import { fillPin, freshLearner, readMe, sampleAddress } from './support/profiles';

test('password change: its messages, other sessions end, then sign-in takes the new password', async ({
  page,
}) => {
  const { account, user } = await freshLearner(page, { pin: '202020', address: sampleAddress, active: true });
  // Another device of the same account.
  const other = await page.request.post('/api/v1/auth/login', {
    data: { phoneNumber: account.phoneNumber, password: account.password },
  });
  const otherToken = ((await other.json()) as { data: { token: string } }).data.token;

  await page.goto('/dashboard/user/setting');
  const form = page.getByRole('form', { name: 'Password' });
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByLabel('Old password')).toHaveAccessibleDescription('This field is required');
  await expect(form.getByLabel(/^New password/)).toHaveAccessibleDescription(
    'Password is at least 8 characters!',
  );

  await form.getByLabel('Old password').fill(account.password);
  await form.getByLabel(/^New password/).fill(account.password);
  await form.getByLabel('Confirm new password').fill('something-else');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByLabel(/^New password/)).toHaveAccessibleDescription(
    'New password must be different from the old password',
  );
  await expect(form.getByLabel('Confirm new password')).toHaveAccessibleDescription('Password not match');

  await form.getByLabel('Old password').fill('not-my-password');
  await form.getByLabel(/^New password/).fill('tawakkal2024');
  await form.getByLabel('Confirm new password').fill('tawakkal2024');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByLabel('Old password')).toHaveAccessibleDescription('The current password is wrong');
  // Nothing typed is lost on error.
  await expect(form.getByLabel(/^New password/)).toHaveValue('tawakkal2024');

  await form.getByLabel('Old password').fill(account.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page.getByText(/You were signed out on your other devices/)).toBeVisible();
  await expect(form.getByLabel('Old password')).toHaveValue('');

  // The other device is signed out, this one is not.
  const otherMe = await page.request.get('/api/v1/user/me', {
    headers: { Authorization: `Bearer ${otherToken}` },
  });
  expect(otherMe.status()).toBe(401);
  expect((await readMe(page.request, user.token)).user.id).toBe(user.id);

  await page.evaluate(() => localStorage.clear());
  await signInWithUi(page, { phoneNumber: account.phoneNumber, password: 'tawakkal2024' });
  await expect(page).toHaveURL('/profile');
});

test('phone number change: new number and password, the code sent to the new number, resend countdown', async ({
  page,
}) => {
  const { account } = await freshLearner(page, { pin: '303030', address: sampleAddress, active: true });
  const newPhone = newAccount().phoneNumber;
  await page.goto('/dashboard/user/setting');
  const form = page.getByRole('form', { name: 'Phone number' });
  await expect(page.getByText(`Now: ${account.phoneNumber}.`)).toBeVisible();

  await form.getByLabel('New phone number').fill('0812');
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByLabel('New phone number')).toHaveAccessibleDescription(
    'Phone number must be more than 8 digits!',
  );

  await form.getByLabel('New phone number').fill(newPhone);
  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByText(`Enter the 6-digit code we sent to ${newPhone}.`)).toBeVisible();
  await expect(form.getByText(/You can ask for a new code in \d+ s/)).toBeVisible();

  const code = await readCode(page.request, newPhone, { purpose: 'phone-change' });
  const wrong = code === '000000' ? '111111' : '000000';
  await fillPin(form.getByRole('group', { name: 'Verification code' }), wrong);
  await form.getByRole('button', { name: 'Change phone number' }).click();
  await expect(form.getByRole('group', { name: 'Verification code' })).toContainText('The code is wrong');

  await fillPin(form.getByRole('group', { name: 'Verification code' }), code);
  await form.getByRole('button', { name: 'Change phone number' }).click();
  await expect(page.getByText(`Phone number changed to ${newPhone}`)).toBeVisible();
  await expect(page.getByText(`Now: ${newPhone}.`)).toBeVisible();
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), storage.user);
  expect(stored.phoneNumber).toBe(newPhone);
});

test('e-mail change: a wrong password found at the last step goes back with everything kept', async ({
  page,
}) => {
  const { account } = await freshLearner(page, { pin: '404040', address: sampleAddress, active: true });
  const newEmail = newAccount().email;
  await page.goto('/dashboard/user/setting');
  const form = page.getByRole('form', { name: 'Email' });
  await form.getByLabel('New email').fill(newEmail);
  await form.getByLabel('Current password').fill('wrong-password');
  await form.getByRole('button', { name: 'Send code' }).click();
  const code = await readCode(page.request, newEmail, { purpose: 'email-change' });
  await fillPin(form.getByRole('group', { name: 'Verification code' }), code);
  await form.getByRole('button', { name: 'Change email' }).click();

  await expect(form.getByLabel('Current password')).toHaveAccessibleDescription(
    'The current password is wrong',
  );
  await expect(form.getByLabel('New email')).toHaveValue(newEmail);
  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Send code' }).click();
  // The code already sent stays valid: the countdown forbids a new one, so the same code is used.
  await expect(form.getByRole('group', { name: 'Verification code' })).toBeVisible();
  await form.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText(`Email changed to ${newEmail}`)).toBeVisible();
});

test('language: choosing Bahasa Indonesia switches the app and is kept on the account', async ({ page }) => {
  const { user } = await freshLearner(page, { pin: '505050', address: sampleAddress, active: true });
  await page.goto('/dashboard/user/setting');
  await page.getByRole('radio', { name: 'Bahasa Indonesia' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan umum' })).toBeVisible();
  await expect(page.getByText('Bahasa tersimpan')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), storage.language)).toBe('"id"');
  await expect.poll(async () => (await readMe(page.request, user.token)).user.preferredLanguage).toBe('id');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan umum' })).toBeVisible();
});

test('profile setting: name and address saved, an incomplete address asks for the full one', async ({
  page,
}) => {
  const { user } = await freshLearner(page, { pin: '606060', active: true });
  await page.goto('/dashboard/user/setting/profile');
  const form = page.getByRole('form', { name: 'Profile details' });
  await form.getByLabel('Profile name').fill('');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByLabel('Profile name')).toHaveAccessibleDescription('Profile name cannot be empty!');

  await form.getByLabel('Profile name').fill('Khadijah Amina');
  await form.getByLabel('City').fill('Surabaya');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByLabel('Address')).toHaveAccessibleDescription('Please enter full address');
  await expect(form.getByLabel('Country')).toHaveAccessibleDescription('Please enter full address');

  await form.getByLabel('Address').fill('Jl. Ampel 3');
  await form.getByLabel('State / province').fill('Jawa Timur');
  await form.getByLabel('Post code').fill('60151');
  await form.getByLabel('Country').fill('Indonesia');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();

  const main = (await readMe(page.request, user.token)).profiles[0];
  expect(main?.name).toBe('Khadijah Amina');
  expect(main?.address).toEqual({
    address: 'Jl. Ampel 3',
    city: 'Surabaya',
    state: 'Jawa Timur',
    postCode: '60151',
    country: 'Indonesia',
  });
  await page.reload();
  await expect(page.getByRole('form', { name: 'Profile details' }).getByLabel('City')).toHaveValue(
    'Surabaya',
  );
});

test('PIN change: same as old, mismatch and wrong old PIN messages, then the new PIN works', async ({
  page,
}) => {
  const { user, profile } = await freshLearner(page, { pin: '707070', address: sampleAddress, active: true });
  await page.goto('/dashboard/user/setting/profile');
  const form = page.getByRole('form', { name: 'PIN' });
  const oldPin = form.getByRole('group', { name: 'Old PIN' });
  const newPin = form.getByRole('group', { name: 'New PIN', exact: true });
  const confirmPin = form.getByRole('group', { name: 'Confirm new PIN' });

  await fillPin(oldPin, '707070');
  await fillPin(newPin, '707070');
  await fillPin(confirmPin, '717171');
  await form.getByRole('button', { name: 'Change PIN' }).click();
  await expect(newPin).toContainText('New PIN must be different from the old PIN');
  await expect(confirmPin).toContainText('PIN not match');

  await fillPin(oldPin, '123123');
  await fillPin(newPin, '717171');
  await form.getByRole('button', { name: 'Change PIN' }).click();
  await expect(oldPin).toContainText('The current PIN is wrong');
  await expect(oldPin).toContainText('4 tries left.');

  await fillPin(oldPin, '707070');
  await form.getByRole('button', { name: 'Change PIN' }).click();
  await expect(page.getByText('PIN changed')).toBeVisible();

  const check = await page.request.post(`/api/v1/profile/${profile.id}/pin/check`, {
    headers: { Authorization: `Bearer ${user.token}` },
    data: { pin: '717171' },
  });
  expect(check.ok()).toBe(true);
  await page.getByRole('link', { name: 'Ask for the PIN when switching profiles?' }).click();
  await expect(page).toHaveURL('/dashboard/user/setting/pin');
});

test('PIN requirement off: switching to the profile no longer asks the PIN', async ({ page }) => {
  const { account } = await freshLearner(page, { pin: '808080', address: sampleAddress, active: true });
  await page.goto('/dashboard/user/setting/pin');
  const form = page.getByRole('form', { name: 'PIN when switching profiles' });
  await expect(form.getByText('PIN asked')).toBeVisible();
  // The status, the switch and the button agree: the PIN is asked, the switch is on.
  const requirement = form.getByRole('switch', { name: 'Ask for the PIN when switching to this profile' });
  await expect(requirement).toBeChecked();
  await expect(form.getByRole('button', { name: 'Flip the switch to change it' })).toBeDisabled();
  await requirement.click({ force: true });
  await expect(requirement).not.toBeChecked();

  await fillPin(form.getByRole('group', { name: 'Current PIN' }), '818181');
  await form.getByRole('button', { name: 'Turn the PIN off' }).click();
  await expect(form.getByRole('group', { name: 'Current PIN' })).toContainText('The PIN is wrong');

  await fillPin(form.getByRole('group', { name: 'Current PIN' }), '808080');
  await form.getByRole('button', { name: 'Turn the PIN off' }).click();
  await expect(page.getByText('The PIN is no longer asked when switching to this profile')).toBeVisible();
  await expect(form.getByText('PIN not asked')).toBeVisible();

  await page.goto('/profile');
  await page.getByRole('button', { name: `Choose ${account.fullName}` }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL('/dashboard');
});
