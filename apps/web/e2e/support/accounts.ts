import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readCode } from './outbox';
import { storeInTab } from './test';
import { storageKeys } from '../../src/lib/storage';

/** The seeded demo learner (api-contract "The demo academy"). */
export const demoLearner = {
  phoneNumber: '081234567890',
  email: 'demo@academy.test',
  password: 'demo12345',
  pin: '123456',
} as const;

/** Storage keys of the app: the tests read the very keys the app writes. */
export const storage = storageKeys;

let counter = 0;

/** Fresh, unique account data for a test that registers. */
export function newAccount() {
  counter += 1;
  const unique = `${Date.now() % 1_000_000_000}${counter}`.slice(-9);
  return {
    fullName: 'Fatimah Azzahra',
    gender: 'female' as const,
    phoneNumber: `0857${unique.padStart(9, '0')}`,
    email: `learner${unique}@example.test`,
    password: 'bismillah123',
  };
}

/** Signs in through the sign-in page as a person would. */
export async function signInWithUi(
  page: Page,
  account: { phoneNumber: string; password: string } = demoLearner,
) {
  await page.goto('/login');
  await page.getByLabel('Phone number').fill(account.phoneNumber);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Signs in through the API and stores the user as the app would: a quick start for tests of
 * signed-in screens. Call before the first `page.goto`.
 */
export async function signInWithApi(
  page: Page,
  account: { phoneNumber: string; password: string } = demoLearner,
) {
  const response = await page.request.post('/api/v1/auth/login', {
    data: { phoneNumber: account.phoneNumber, password: account.password },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: unknown };
  await storeInTab(page, { [storage.user]: JSON.stringify(data) });
  return data as { id: string; token: string };
}

/** Registers and verifies an account through the API (for tests that need a fresh learner). */
export async function createVerifiedAccount(request: APIRequestContext) {
  const account = newAccount();
  const registered = await request.post('/api/v1/user/register', { data: account });
  expect(registered.ok()).toBe(true);
  const { data } = (await registered.json()) as { data: { id: string } };
  const otp = await readCode(request, account.phoneNumber);
  const verified = await request.post('/api/v1/user/verify-email', { data: { userId: data.id, otp } });
  expect(verified.ok()).toBe(true);
  return account;
}
