import { dataRightsPaths } from '@academy/contract/data-rights';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountDeletions } from '../src/db/schema/index';
import { eraseDueAccounts } from '../src/services/data-rights/account-erasure';
import { bearer, latestCode, registerVerifiedUser, verificationTarget } from './helpers/account-factory';
import { buildTestApp } from './helpers/test-app';

// Keeping a closed account at the next sign-in (issue 38, decision 0151): the sign-in says when
// the account will be erased, and its owner cancels the erasure with the password and a code.

const app = await buildTestApp();
const en = { 'accept-language': 'en' };
const dayMs = 86_400_000;

const post = (url: string, payload: object, token?: string) =>
  app.inject({ method: 'POST', url, headers: { ...en, ...(token ? bearer(token) : {}) }, payload });

/** A new learner whose account is closed through the API. */
async function closedAccount() {
  const owner = await registerVerifiedUser(app);
  const target = verificationTarget(app, owner.account);
  expect((await post(dataRightsPaths.deletionCode, {}, owner.token)).statusCode).toBe(200);
  const otp = await latestCode(app, target);
  const closed = await post(dataRightsPaths.deletion, { password: owner.account.password, otp }, owner.token);
  expect(closed.statusCode).toBe(200);
  const credentials = { phoneNumber: owner.account.phoneNumber, password: owner.account.password };
  return { owner, target, credentials, eraseAfter: closed.json().data.eraseAfter as string };
}

describe('a closed account at its next sign-in', () => {
  it('is told its erasure date, and its owner keeps it with the password and a code', async () => {
    const { owner, target, credentials, eraseAfter } = await closedAccount();
    const login = await post('/api/v1/auth/login', credentials);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ reason: 'accountClosed', data: { eraseAfter } });
    expect(login.json().message).toContain('can still keep it');

    // A wrong password sends nothing.
    const wrong = await post(dataRightsPaths.restoreCode, { ...credentials, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    const sent = await post(dataRightsPaths.restoreCode, credentials);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ sentTo: target });
    const [message] = await app.services.outbox!.list(target);
    expect(message).toMatchObject({ purpose: 'account-restore' });
    expect(message!.body).toContain('keep your account');

    const wrongCode = await post(dataRightsPaths.restore, { ...credentials, otp: '000000' });
    expect(wrongCode.json()).toMatchObject({ code: 400, data: { remainingTries: 4 } });
    const kept = await post(dataRightsPaths.restore, { ...credentials, otp: message!.code });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ id: owner.user.id, token: expect.any(String) });
    expect(
      (await app.inject({ url: '/api/v1/user/me', headers: bearer(kept.json().data.token) })).statusCode,
    ).toBe(200);
    expect((await post('/api/v1/auth/login', credentials)).statusCode).toBe(200);
    const [request] = await app.database.db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, owner.user.id));
    expect(request).toMatchObject({ cancelledByUserId: owner.user.id, erasedAt: null });
    expect(request!.cancelledAt).not.toBeNull();

    // Nothing left to cancel: 409, and the job erases nothing.
    expect((await post(dataRightsPaths.restoreCode, credentials)).statusCode).toBe(409);
    await eraseDueAccounts(app.database.db, app.services.recitations, new Date(Date.now() + 40 * dayMs));
    expect((await post('/api/v1/auth/login', credentials)).statusCode).toBe(200);
  });

  it('cannot be kept once erased', async () => {
    const { credentials } = await closedAccount();
    expect((await post(dataRightsPaths.restoreCode, credentials)).statusCode).toBe(200);
    await eraseDueAccounts(app.database.db, app.services.recitations, new Date(Date.now() + 31 * dayMs));
    // Erasure frees the phone number: the sign-in's checks no longer find the account.
    const after = await post(dataRightsPaths.restore, { ...credentials, otp: '123456' });
    expect([401, 409]).toContain(after.statusCode);
    expect(after.json()).toMatchObject({ err: true });
  });
});
