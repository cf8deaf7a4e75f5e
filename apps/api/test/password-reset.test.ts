import { describe, expect, it, vi } from 'vitest';
import { passwordResetTokens } from '../src/db/schema/index';
import { buildTestApp } from './helpers/test-app';
import { ageCodes, bearer, latestCode, registerVerifiedUser } from './helpers/account-factory';

const app = await buildTestApp();
const en = { 'accept-language': 'en' };

function sendCode(email: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/auth/otp-password/send?serviceId=1&email=${encodeURIComponent(email)}`,
    headers: en,
  });
}
function verifyCode(email: string, otp: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/otp-password/verification',
    headers: en,
    payload: { email, otp },
  });
}
function reset(resetToken: string, password: string, confirmPassword = password) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/password/reset',
    headers: en,
    payload: { resetToken, password, confirmPassword },
  });
}
function login(phoneNumber: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { phoneNumber, password } });
}

describe('forgot password', () => {
  it('answers the same for unknown e-mails, including the 60 s cooldown', async () => {
    const { account } = await registerVerifiedUser(app);
    const known = await sendCode(account.email);
    const unknown = await sendCode('nobody-here@academy.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(unknown.json().data)).toEqual(Object.keys(known.json().data));
    expect(await app.services.outbox!.list('nobody-here@academy.test')).toEqual([]);

    const [knownAgain, unknownAgain] = [
      await sendCode(account.email),
      await sendCode('nobody-here@academy.test'),
    ];
    expect(knownAgain.statusCode).toBe(429);
    expect(unknownAgain.statusCode).toBe(429);
    expect(unknownAgain.headers['retry-after']).toBeDefined();

    const unknownCode = await verifyCode('nobody-here@academy.test', '123456');
    expect(unknownCode.statusCode).toBe(400);
    expect(unknownCode.json().message).toBe('The code is wrong');
  });

  it('resets with a single-use token, signs out every session, and the new password works', async () => {
    const { account, token } = await registerVerifiedUser(app);
    await sendCode(account.email);
    const [message] = await app.services.outbox!.list(account.email);
    expect(message).toMatchObject({ channel: 'email', purpose: 'reset-password' });

    const verified = await verifyCode(account.email, message!.code);
    expect(verified.statusCode).toBe(200);
    const { resetToken } = verified.json().data;
    expect(resetToken).toEqual(expect.any(String));
    expect((await verifyCode(account.email, message!.code)).statusCode).toBe(400);

    const mismatch = await reset(resetToken, 'new-password-1', 'new-password-2');
    expect(mismatch.json().errorList).toEqual([{ field: 'confirmPassword', message: 'Password not match' }]);

    expect((await reset(resetToken, 'new-password-1')).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/v1/user/me', headers: bearer(token) })).statusCode).toBe(401);
    expect((await login(account.phoneNumber, 'new-password-1')).statusCode).toBe(200);
    expect((await login(account.phoneNumber, account.password)).statusCode).toBe(401);

    const reused = await reset(resetToken, 'new-password-3');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('The reset link has expired, please start again');
  });

  it('refuses a reset token after 15 minutes', async () => {
    const { account } = await registerVerifiedUser(app);
    await sendCode(account.email);
    const verified = await verifyCode(account.email, await latestCode(app, account.email));
    await app.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await reset(verified.json().data.resetToken, 'new-password-1')).statusCode).toBe(400);
  });
});

describe('one-time codes', () => {
  it('expire after 10 minutes', async () => {
    const { account } = await registerVerifiedUser(app);
    await sendCode(account.email);
    const code = await latestCode(app, account.email);
    await ageCodes(app, { target: account.email }, 601);
    const response = await verifyCode(account.email, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'The code has expired, please request a new one',
      errorList: [{ field: 'otp', message: 'The code has expired, please request a new one' }],
    });
  });

  it('end after 5 wrong tries, telling the tries left', async () => {
    const { account } = await registerVerifiedUser(app);
    await sendCode(account.email);
    const code = await latestCode(app, account.email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 0; left -= 1) {
      const response = await verifyCode(account.email, wrongCode);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'The code is wrong', data: { remainingTries: left } });
    }
    const right = await verifyCode(account.email, code);
    expect(right.json().message).toBe('The code has expired, please request a new one');
  });

  it('are replaced by a newer code and bound to their purpose', async () => {
    const { account } = await registerVerifiedUser(app);
    await sendCode(account.email);
    const first = await latestCode(app, account.email);
    await ageCodes(app, { target: account.email }, 61);
    await sendCode(account.email);
    const second = await latestCode(app, account.email);
    if (first !== second) expect((await verifyCode(account.email, first)).statusCode).toBe(400);
    expect((await verifyCode(account.email, second)).statusCode).toBe(200);
  });

  it('validate the e-mail of the query', async () => {
    const response = await sendCode('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().errorList).toEqual([{ field: 'email', message: 'Incorrect email format!' }]);
  });
});

describe('a code that could not be sent', () => {
  it('answers 503 and does not hold the cooldown, so the learner can ask again at once', async () => {
    const { account } = await registerVerifiedUser(app);
    const send = vi.spyOn(app.services.messages, 'send').mockRejectedValueOnce(new Error('smtp down'));
    const failed = await sendCode(account.email);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ err: true, code: 503, reason: 'messageNotSent' });
    expect(failed.body).not.toContain('smtp down');
    send.mockRestore();

    const retried = await sendCode(account.email);
    expect(retried.statusCode).toBe(200);
    expect(await latestCode(app, account.email)).toMatch(/^\d{6}$/);
  });
});
