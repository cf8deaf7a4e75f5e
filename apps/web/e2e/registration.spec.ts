import { expect, test, type Page } from '@playwright/test';
import { demoLearner, newAccount, storage } from './support/accounts';
import { readCode } from './support/outbox';

async function fillRegistration(page: Page, account: ReturnType<typeof newAccount>) {
  await page.getByLabel('Full name').fill(account.fullName);
  await page.getByRole('radio', { name: account.gender === 'female' ? 'Female' : 'Male' }).check();
  await page.getByLabel('Phone number').fill(account.phoneNumber);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
}

test('registration shows each validation message next to its field and keeps the input', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();

  const field = (label: string, exact = false) =>
    exact ? page.getByRole('textbox', { name: label, exact }) : page.getByLabel(label);
  await expect(field('Full name')).toHaveAccessibleDescription(/Full name cannot be empty!/);
  await expect(page.getByText('Gender is required!')).toBeVisible();
  await expect(field('Phone number')).toHaveAccessibleDescription(/Phone number must be more than 8 digits!/);
  // An empty address is missing, not badly written.
  await expect(field('E-mail')).toHaveAccessibleDescription(/This field is required/);
  await expect(field('Password', true)).toHaveAccessibleDescription(/Password is at least 8 characters!/);

  await field('Full name').fill('Abdullah 2');
  await field('Phone number').fill('08123');
  await field('E-mail').fill('abdullah@');
  await field('Password', true).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(field('Full name')).toHaveAccessibleDescription(
    /Invalid name, please use alphabet letters only/,
  );
  await expect(field('Phone number')).toHaveAccessibleDescription(/Phone number must be more than 8 digits!/);
  await expect(field('E-mail')).toHaveAccessibleDescription(/Incorrect email format!/);
  await expect(field('Password', true)).toHaveAccessibleDescription(/Password is at least 8 characters!/);
  // What the learner typed stays.
  await expect(field('Full name')).toHaveValue('Abdullah 2');
  await expect(field('E-mail')).toHaveValue('abdullah@');
});

test('the server’s field errors appear next to their fields', async ({ page }) => {
  const account = { ...newAccount(), phoneNumber: demoLearner.phoneNumber };
  await page.goto('/register');
  await fillRegistration(page, account);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(/already registered/);
  await expect(page).toHaveURL(/\/register$/);
});

test('a new learner registers, verifies with the code and lands signed in', async ({ page }) => {
  const account = newAccount();
  await page.goto('/register');
  await fillRegistration(page, account);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Verify your account' })).toBeVisible();
  await expect(page).toHaveURL(/\/register\?verify=/);
  // Registration leaves the session signed out; the OTP timing value is stored.
  expect(await page.evaluate((key) => localStorage.getItem(key), storage.user)).toBeNull();
  expect(await page.evaluate((key) => localStorage.getItem(key), storage.otp)).toContain('resendAvailableAt');
  await expect(page.getByText(/You can ask for a new code in \d+ s/)).toBeVisible();

  // A wrong code is refused with the server's message.
  const code = await readCode(page.request, account.phoneNumber, { purpose: 'verify-account' });
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code digit 1').click();
  await page.keyboard.type(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('The code is wrong');

  await page.getByLabel('Code digit 1').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  // Verification signs in; the next stop is the profile picker (decisions §1 onboarding order).
  await expect(page).toHaveURL(/\/profile/);
  expect(await page.evaluate((key) => localStorage.getItem(key), storage.user)).toContain('"token"');
  expect(await page.evaluate((key) => localStorage.getItem(key), storage.otp)).toBeNull();
});

test('the resend countdown ticks down each second', async ({ page }) => {
  const account = newAccount();
  await page.goto('/register');
  await fillRegistration(page, account);
  await page.getByRole('button', { name: 'Create account' }).click();
  const countdown = page.getByText(/You can ask for a new code in (\d+) s/);
  await expect(countdown).toBeVisible();
  const first = Number((await countdown.textContent())?.match(/(\d+) s/)?.[1]);
  await expect
    .poll(async () => Number((await countdown.textContent())?.match(/(\d+) s/)?.[1]))
    .toBeLessThan(first);
});
