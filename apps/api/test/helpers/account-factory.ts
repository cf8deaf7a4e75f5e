import { canonicalPhoneNumber } from '@academy/contract/phone-number';
import type { Profile } from '@academy/contract/profile';
import type { RegisterBody, SignedInUser } from '@academy/contract/user';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app';
import { otpCodes } from '../../src/db/schema/index';

let sequence = 0;

/** Registration data no other test account uses (phone, e-mail). */
export function newAccountData(overrides: Partial<RegisterBody> = {}): RegisterBody & { password: string } {
  sequence += 1;
  const unique = `${process.env.VITEST_POOL_ID ?? '0'}${Date.now() % 1_000_000}${sequence}`.slice(-9);
  return {
    fullName: 'Budi Santoso',
    gender: 'male',
    phoneNumber: `08${unique.padStart(10, '0')}`,
    email: `learner${unique}@academy.test`,
    password: 'secret-pass-1',
    ...overrides,
  };
}

/** `Authorization` header for a token. */
export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** The newest code the dev outbox holds for an address. */
export async function latestCode(app: App, to: string): Promise<string> {
  const [message] = await app.services.outbox!.list(to);
  if (!message) throw new Error(`no message for ${to}`);
  return message.code;
}

/** Where account-verification codes go under the app's OTP_CHANNEL. */
export function verificationTarget(app: App, account: { phoneNumber: string; email: string }): string {
  return app.settings.OTP_CHANNEL === 'whatsapp' ? canonicalPhoneNumber(account.phoneNumber) : account.email;
}

/** Registers through the API; answers the registration data and the new account's id. */
export async function registerUser(app: App, overrides: Partial<RegisterBody> = {}) {
  const account = newAccountData(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/v1/user/register', payload: account });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  const userId = (response.json() as { data: { id: string } }).data.id;
  return { account, userId };
}

export interface VerifiedUser {
  token: string;
  user: SignedInUser;
  profiles: Profile[];
  /** The registration data, with the password in plain text. */
  account: RegisterBody & { password: string };
}

/** Registers and verifies an account through the API, as the app does: signed in, one main profile. */
export async function registerVerifiedUser(
  app: App,
  overrides: Partial<RegisterBody> = {},
): Promise<VerifiedUser> {
  const { account, userId } = await registerUser(app, overrides);
  const otp = await latestCode(app, verificationTarget(app, account));
  const verified = await app.inject({
    method: 'POST',
    url: '/api/v1/user/verify-email',
    payload: { userId, otp },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const user = (verified.json() as { data: SignedInUser }).data;
  const me = await app.inject({ url: '/api/v1/user/me', headers: bearer(user.token) });
  const profiles = (me.json() as { data: { profiles: Profile[] } }).data.profiles;
  return { token: user.token, user, profiles, account };
}

/** Adds a profile with a PIN to a signed-in account. */
export async function createProfile(
  app: App,
  token: string,
  body: { name?: string; gender?: 'male' | 'female'; pin?: string } = {},
): Promise<Profile> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/user/me/profile',
    headers: bearer(token),
    payload: { name: 'Aisyah', gender: 'female', pin: '654321', ...body },
  });
  if (response.statusCode !== 200) throw new Error(`create profile failed: ${response.body}`);
  return (response.json() as { data: Profile }).data;
}

/**
 * Moves the codes of an account (or sent to an address) `seconds` into the past, as if time had
 * passed: 61 s ends the resend cooldown, 601 s expires them.
 */
export async function ageCodes(app: App, owner: { userId: string } | { target: string }, seconds: number) {
  const interval = sql.raw(`interval '${Math.trunc(seconds)} seconds'`);
  await app.database.db
    .update(otpCodes)
    .set({
      createdAt: sql`${otpCodes.createdAt} - ${interval}`,
      expiresAt: sql`${otpCodes.expiresAt} - ${interval}`,
    })
    .where('userId' in owner ? eq(otpCodes.userId, owner.userId) : eq(otpCodes.target, owner.target));
}
