import { expect, test } from './support/test';
import { createVerifiedAccount, signInWithUi } from './support/accounts';
import { readCode } from './support/outbox';

test('a learner resets a forgotten password with the e-mailed code and signs in with it', async ({
  page,
}) => {
  const account = await createVerifiedAccount(page.request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');

  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(/Incorrect email format!/);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Send code' }).click();

  const code = await readCode(page.request, account.email, { purpose: 'reset-password' });
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('alhamdulillah9');
  await page.getByLabel('Confirm new password').fill('alhamdulillah8');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription(/Password not match/);

  await page.getByLabel('Confirm new password').fill('alhamdulillah9');
  await page.getByRole('button', { name: 'Save new password' }).click();
  // The notification dialog confirms; OK leads to sign-in.
  const dialog = page.getByRole('dialog', { name: 'Notification' });
  await expect(dialog).toContainText('Your password has been changed');
  // The spec's dialog: one OK, no X.
  await expect(dialog.getByRole('button')).toHaveText(['OK']);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL('/login');

  await signInWithUi(page, { phoneNumber: account.phoneNumber, password: 'alhamdulillah9' });
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { name: 'Who is learning today?' })).toBeVisible();
});
