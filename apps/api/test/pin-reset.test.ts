import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';
import {
  ageCodes,
  bearer,
  createProfile,
  latestCode,
  registerVerifiedUser,
  verificationTarget,
  type VerifiedUser,
} from './helpers/account-factory';

// Forgot PIN (decision 0036): the account password and a code to the account's own channel set
// a new PIN and lift the lock.

const app = await buildTestApp();
const en = { 'accept-language': 'en' };

function call(method: 'POST' | 'PUT', url: string, token: string, payload?: object) {
  return app.inject({ method, url: `/api/v1${url}`, headers: { ...bearer(token), ...en }, payload });
}

async function lockedProfile(owner: VerifiedUser) {
  const profile = await createProfile(app, owner.token, { pin: '654321' });
  for (let i = 0; i < 5; i += 1)
    await call('POST', `/profile/${profile.id}/pin/check`, owner.token, { pin: '000000' });
  const locked = await call('POST', `/profile/${profile.id}/pin/check`, owner.token, { pin: '654321' });
  expect(locked.statusCode).toBe(423);
  return profile;
}

describe('forgot PIN', () => {
  it('sends a code to the account’s channel, then sets a new PIN that works at once, lock lifted', async () => {
    const owner = await registerVerifiedUser(app);
    const profile = await lockedProfile(owner);

    const sent = await call('POST', `/profile/${profile.id}/pin/reset/send`, owner.token);
    expect(sent.statusCode).toBe(200);
    const target = verificationTarget(app, owner.account);
    expect(sent.json().data).toMatchObject({ channel: app.settings.OTP_CHANNEL, sentTo: target });
    const [message] = await app.services.outbox!.list(target);
    expect(message).toMatchObject({ purpose: 'pin-reset' });
    expect(message!.body).toContain('reset a profile PIN');

    const again = await call('POST', `/profile/${profile.id}/pin/reset/send`, owner.token);
    expect(again.statusCode).toBe(429);

    const reset = await call('PUT', `/profile/${profile.id}/pin/reset`, owner.token, {
      password: owner.account.password,
      otp: message!.code,
      newPin: '112233',
      confirmPin: '112233',
    });
    expect(reset.statusCode).toBe(200);

    const check = await call('POST', `/profile/${profile.id}/pin/check`, owner.token, { pin: '112233' });
    expect(check.statusCode).toBe(200);
    const old = await call('POST', `/profile/${profile.id}/pin/check`, owner.token, { pin: '654321' });
    expect(old.json()).toMatchObject({ code: 400, data: { remainingTries: 4 } });

    const reused = await call('PUT', `/profile/${profile.id}/pin/reset`, owner.token, {
      password: owner.account.password,
      otp: message!.code,
      newPin: '445566',
      confirmPin: '445566',
    });
    expect(reused.statusCode).toBe(400);
  });

  it('refuses a wrong password without using up the code, and a wrong code with the tries left', async () => {
    const owner = await registerVerifiedUser(app);
    const profile = owner.profiles[0]!;
    await call('POST', `/profile/${profile.id}/pin/reset/send`, owner.token);
    const otp = await latestCode(app, verificationTarget(app, owner.account));
    const body = { password: owner.account.password, otp, newPin: '121212', confirmPin: '121212' };
    const url = `/profile/${profile.id}/pin/reset`;

    const wrongPassword = await call('PUT', url, owner.token, { ...body, password: 'not-the-password' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errorList).toEqual([
      { field: 'password', message: 'The current password is wrong' },
    ]);
    const wrongCode = await call('PUT', url, owner.token, {
      ...body,
      otp: otp === '000000' ? '111111' : '000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toMatchObject({ message: 'The code is wrong', data: { remainingTries: 4 } });
    const mismatch = await call('PUT', url, owner.token, { ...body, confirmPin: '343434' });
    expect(mismatch.json().errorList).toEqual([{ field: 'confirmPin', message: 'PIN not match' }]);

    expect((await call('PUT', url, owner.token, body)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const owner = await registerVerifiedUser(app);
    const profile = owner.profiles[0]!;
    await call('POST', `/profile/${profile.id}/pin/reset/send`, owner.token);
    const otp = await latestCode(app, verificationTarget(app, owner.account));
    await ageCodes(app, { userId: owner.user.id }, 601);
    const expired = await call('PUT', `/profile/${profile.id}/pin/reset`, owner.token, {
      password: owner.account.password,
      otp,
      newPin: '121212',
      confirmPin: '121212',
    });
    expect(expired.statusCode).toBe(400);
  });

  it('answers 404 for another account’s profile and sends nothing', async () => {
    const owner = await registerVerifiedUser(app);
    const stranger = await registerVerifiedUser(app);
    const profile = owner.profiles[0]!;
    const sent = await call('POST', `/profile/${profile.id}/pin/reset/send`, stranger.token);
    expect(sent.statusCode).toBe(404);
    expect(await app.services.outbox!.list(verificationTarget(app, stranger.account))).toHaveLength(1);

    await call('POST', `/profile/${stranger.profiles[0]!.id}/pin/reset/send`, stranger.token);
    const otp = await latestCode(app, verificationTarget(app, stranger.account));
    const reset = await call('PUT', `/profile/${profile.id}/pin/reset`, stranger.token, {
      password: stranger.account.password,
      otp,
      newPin: '121212',
      confirmPin: '121212',
    });
    expect(reset.statusCode).toBe(404);
  });

  it('needs a signed-in account', async () => {
    const owner = await registerVerifiedUser(app);
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/profile/${owner.profiles[0]!.id}/pin/reset/send`,
    });
    expect(response.statusCode).toBe(401);
  });
});
