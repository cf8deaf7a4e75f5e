import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signInLimits } from '../src/services/accounts/sign-in-limits';
import { latestCode, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { buildTestApp } from './helpers/test-app';

/**
 * Strangers' wrong passwords never lock the owner out (issue 20 item 8, decision 0077): failures
 * count per phone number from one address, per address, per phone number over every address (a
 * wide cap), and per known device; a reset code or a browser that signed in before lets the owner in.
 */
const app = await buildTestApp();
const en = { 'accept-language': 'en' };
let nextAddress = 0;
/** A client address no other test used. */
const freshAddress = () => `192.0.2.${(nextAddress += 1)}`;

function login(account: { phoneNumber: string; password: string }, remoteAddress: string, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { ...en, ...(cookie ? { cookie } : {}) },
    payload: { phoneNumber: account.phoneNumber, password: account.password },
    remoteAddress,
  });
}

const wrong = (owner: VerifiedUser) => ({
  phoneNumber: owner.account.phoneNumber,
  password: 'wrong-password',
});

/** The known-device cookie a sign-in set, as a browser sends it back. */
function deviceCookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const cookie = (Array.isArray(header) ? header[0] : header) ?? '';
  expect(cookie).toMatch(
    /^known_device_[0-9a-f]{16}=[\w-]{22}\.\d+\.[0-9a-f]{64}; Path=\/api\/v1\/auth\/login; /,
  );
  expect(cookie).toContain('HttpOnly');
  expect(cookie).toContain('SameSite=Strict');
  return cookie.split(';')[0]!;
}

describe('sign-in failures and the owner', () => {
  it('five wrong passwords from other addresses do not lock the owner out of their own', async () => {
    const owner = await registerVerifiedUser(app);
    for (let i = 0; i < 5; i += 1) expect((await login(wrong(owner), freshAddress())).statusCode).toBe(401);
    expect((await login(owner.account, freshAddress())).statusCode).toBe(200);
  });

  it('throttles a phone number from one address after 5 failures, even with the right password', async () => {
    const owner = await registerVerifiedUser(app);
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) expect((await login(wrong(owner), address)).statusCode).toBe(401);
    const blocked = await login(owner.account, address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toBe('Too many failed sign-in attempts, please try again later');
    expect(blocked.headers['set-cookie']).toBeUndefined();
    expect((await login(owner.account, freshAddress())).statusCode).toBe(200);
  });

  it('caps a phone number over every address; the owner’s known browser and a reset code still get in', async () => {
    const owner = await registerVerifiedUser(app);
    const cookie = deviceCookieOf(await login(owner.account, freshAddress()));
    // Guessing from many addresses at once: no more than the cap is checked.
    const burst = await Promise.all(
      Array.from({ length: 2 * signInLimits.perPhone }, () => login(wrong(owner), freshAddress())),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(signInLimits.perPhone);
    expect(statuses.filter((status) => status === 429)).toHaveLength(signInLimits.perPhone);
    // A new browser is held back now, with the same words as any throttled sign-in …
    const stranger = await login(owner.account, freshAddress());
    expect(stranger.statusCode).toBe(429);
    // … the browser the owner signed in on before is not, from wherever it is.
    const known = await login(owner.account, freshAddress(), cookie);
    expect(known.statusCode, known.body).toBe(200);
    // A cookie for another phone number, or altered, makes no browser known.
    const other = await registerVerifiedUser(app);
    const othersCookie = deviceCookieOf(await login(other.account, freshAddress()));
    const borrowed = othersCookie.replace(/^known_device_[0-9a-f]+/, cookie.split('=')[0]!);
    expect((await login(owner.account, freshAddress(), borrowed)).statusCode).toBe(429);
    const altered = cookie.replace(/\.(\d+)\./, (_, issued: string) => `.${Number(issued) + 1}.`);
    expect((await login(owner.account, freshAddress(), altered)).statusCode).toBe(429);

    // The forgot-password code proves the owner: the new password signs in from a new browser.
    await app.inject({
      method: 'POST',
      url: `/api/v1/auth/otp-password/send?email=${encodeURIComponent(owner.account.email)}`,
    });
    const verified = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/otp-password/verification',
      payload: { email: owner.account.email, otp: await latestCode(app, owner.account.email) },
    });
    const { resetToken } = verified.json().data as { resetToken: string };
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset',
      payload: { resetToken, password: 'new-password-1', confirmPassword: 'new-password-1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const renewed = { phoneNumber: owner.account.phoneNumber, password: 'new-password-1' };
    expect((await login(renewed, freshAddress())).statusCode).toBe(200);
  });

  it('counts a known browser’s failures on their own: 5, then 429 for that browser only', async () => {
    const owner = await registerVerifiedUser(app);
    const address = freshAddress();
    const cookie = deviceCookieOf(await login(owner.account, address));
    const burst = await Promise.all(Array.from({ length: 12 }, () => login(wrong(owner), address, cookie)));
    expect(burst.filter((response) => response.statusCode === 401)).toHaveLength(signInLimits.perDevice);
    expect((await login(owner.account, address, cookie)).statusCode).toBe(429);
    // The same address without that cookie is counted as any other browser there.
    expect((await login(owner.account, address)).statusCode).toBe(200);
  });

  it('answers an unknown phone number as a wrong password, and sets no cookie', async () => {
    const address = freshAddress();
    const response = await login({ phoneNumber: '089912340000', password: 'whatever1' }, address);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Phone number or password is wrong');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
