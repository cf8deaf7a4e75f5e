import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { newAccount } from './accounts';

/**
 * A registration made when the run starts (the `run start` project, before every spec), still
 * waiting for its code: by the time a later spec opens it, the code's resend wait (60 s) has run
 * out, and the spec sends a new code without sitting through the wait. Kept in the run's data folder.
 */
export interface EarlyRegistration {
  id: string;
  account: ReturnType<typeof newAccount>;
  registeredAt: number;
}

const file = () => path.join(process.env.E2E_DATA_DIR!, 'early-registration.json');

export async function registerEarly(request: APIRequestContext) {
  const account = newAccount();
  const response = await request.post('/api/v1/user/register', { data: account });
  expect(response.ok()).toBe(true);
  const { id } = ((await response.json()) as { data: { id: string } }).data;
  const made: EarlyRegistration = { id, account, registeredAt: Date.now() };
  writeFileSync(file(), JSON.stringify(made));
}

export const earlyRegistration = (): EarlyRegistration =>
  JSON.parse(readFileSync(file(), 'utf8')) as EarlyRegistration;
