import { canonicalPhoneNumber } from '@academy/contract/phone-number';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otpCodes, users } from '../src/db/schema/index';
import {
  latestCode,
  newAccountData,
  registerUser,
  registerVerifiedUser,
  verificationTarget,
} from './helpers/account-factory';
import { buildTestApp } from './helpers/test-app';

// An unverified account corrects the phone number or e-mail it registered with (decision 0110):
// `PATCH /user/register/{id}` with the registration's password; a new code goes to the new
// address and the old one is dead; the same rules as registration, the resend limit kept.

const app = await buildTestApp();
const url = (id: string) => `/api/v1/user/register/${id}`;

function correct(id: string, payload: object) {
  return app.inject({ method: 'PATCH', url: url(id), payload, headers: { 'accept-language': 'en' } });
}
/** As if the last code went out a minute ago: the resend limit allows the next one. */
async function afterCooldown(userId: string) {
  await app.database.db
    .update(otpCodes)
    .set({ createdAt: sql`${otpCodes.createdAt} - interval '61 seconds'` })
    .where(eq(otpCodes.userId, userId));
}
const body = (response: { json(): unknown }) =>
  response.json() as {
    message: string;
    data: { phoneNumber: string; email: string; verified: boolean; resendAvailableAt: string };
    errorList?: { field: string; message: string }[];
  };
const verify = (userId: string, otp: string) =>
  app.inject({ method: 'POST', url: '/api/v1/user/verify-email', payload: { userId, otp } });

describe('correcting a registration', () => {
  it('moves the account to the corrected number and e-mail with a new code; the old code is dead', async () => {
    const { account, userId } = await registerUser(app);
    const oldCode = await latestCode(app, verificationTarget(app, account));
    await afterCooldown(userId);
    const corrected = newAccountData();
    const response = await correct(userId, {
      password: account.password,
      phoneNumber: corrected.phoneNumber.replace(/^0/, '+62 ').replace(/(\d{3})(\d{4})/, '$1-$2'),
      email: corrected.email,
    });
    expect(response.statusCode).toBe(200);
    expect(body(response).data).toMatchObject({
      phoneNumber: canonicalPhoneNumber(corrected.phoneNumber),
      email: corrected.email,
      verified: false,
    });
    const newCode = await latestCode(app, verificationTarget(app, corrected));
    if (oldCode !== newCode) expect((await verify(userId, oldCode)).statusCode).toBe(400);
    expect((await verify(userId, newCode)).statusCode).toBe(200);
    // Verified now: no more corrections.
    const late = await correct(userId, { password: account.password, email: newAccountData().email });
    expect([late.statusCode, body(late).message]).toEqual([409, 'This account is already verified']);
  });

  it('needs the registration’s password, counted: 5 wrong ones and then 429', async () => {
    const { account, userId } = await registerUser(app);
    await afterCooldown(userId);
    const wrong = await correct(userId, { password: 'not-my-pass', email: newAccountData().email });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).errorList).toEqual([
      { field: 'password', message: 'This is not the password you registered with' },
    ]);
    const more = await Promise.all(
      Array.from({ length: 6 }, () =>
        correct(userId, { password: 'still-wrong', email: newAccountData().email }),
      ),
    );
    expect(more.map((r) => r.statusCode).filter((status) => status === 400).length).toBeLessThanOrEqual(4);
    expect(more.some((r) => r.statusCode === 429)).toBe(true);
    // The id alone never changes anything.
    const [row] = await app.database.db.select().from(users).where(eq(users.id, userId));
    expect(row!.email).toBe(account.email);
  });

  it('follows registration’s rules: a verified account’s number or e-mail is taken, bad input is 400', async () => {
    const { account, userId } = await registerUser(app);
    await afterCooldown(userId);
    const verified = await registerVerifiedUser(app);
    const taken = await correct(userId, {
      password: account.password,
      phoneNumber: verified.account.phoneNumber,
    });
    expect(taken.statusCode).toBe(409);
    expect(body(taken).errorList).toEqual([
      { field: 'phoneNumber', message: 'This phone number is already registered' },
    ]);
    const takenEmail = await correct(userId, { password: account.password, email: verified.account.email });
    expect(body(takenEmail).errorList).toEqual([
      { field: 'email', message: 'This email is already registered' },
    ]);
    expect((await correct(userId, { password: account.password, phoneNumber: '12345' })).statusCode).toBe(
      400,
    );
    expect((await correct(userId, { password: account.password })).statusCode).toBe(400);
    expect((await correct(userId, { password: account.password, email: 'not-an-email' })).statusCode).toBe(
      400,
    );
    // Another unverified account holding the number is replaced, as a registration would.
    const squatter = await registerUser(app);
    const claimed = await correct(userId, {
      password: account.password,
      phoneNumber: squatter.account.phoneNumber,
    });
    expect(claimed.statusCode).toBe(200);
    const holders = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phoneNumber, canonicalPhoneNumber(squatter.account.phoneNumber)));
    expect(holders).toEqual([{ id: userId }]);
  });

  it('keeps the resend limit: within 60 s of the last code nothing changes (429)', async () => {
    const { account, userId } = await registerUser(app);
    const early = await correct(userId, { password: account.password, email: newAccountData().email });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBeDefined();
    const [row] = await app.database.db.select().from(users).where(eq(users.id, userId));
    expect(row!.email).toBe(account.email);
  });

  it('answers 404 for an unknown account and 400 for a malformed id', async () => {
    const unknown = await correct('8f14e45f-ceea-467f-a5b0-5e1f7a0c9f11', {
      password: 'whatever-1',
      email: newAccountData().email,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await correct('nope', { password: 'x', email: newAccountData().email })).statusCode).toBe(400);
  });
});
