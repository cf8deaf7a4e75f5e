import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';
import {
  ageCodes,
  bearer,
  latestCode,
  newAccountData,
  registerUser,
  registerVerifiedUser,
  verificationTarget,
} from './helpers/account-factory';

const app = await buildTestApp();
const en = { 'accept-language': 'en' };

function login(payload: { phoneNumber: string; password: string }, remoteAddress = '10.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/v1/auth/login', payload, headers: en, remoteAddress });
}

describe('POST /user/register', () => {
  it('creates an unverified account with a main profile and sends a code on the deployment channel', async () => {
    const account = newAccountData({
      fullName: 'Siti Aminah',
      gender: 'female',
      email: ' Siti.A@Academy.Test ',
    });
    const response = await app.inject({ method: 'POST', url: '/api/v1/user/register', payload: account });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      fullName: 'Siti Aminah',
      gender: 'female',
      email: 'siti.a@academy.test',
      phoneNumber: account.phoneNumber,
      verified: false,
      otpChannel: 'whatsapp',
    });
    expect(Date.parse(data.resendAvailableAt) - Date.now()).toBeGreaterThan(50_000);
    const [message] = await app.services.outbox!.list(account.phoneNumber);
    expect(message).toMatchObject({ channel: 'whatsapp', purpose: 'verify-account' });
    expect(message?.code).toMatch(/^[0-9]{6}$/);
  });

  it('answers every spec §5 message in English', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      headers: en,
      payload: { fullName: 'Budi 99', phoneNumber: '12345678', email: 'not-an-email', password: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorList).toEqual(
      expect.arrayContaining([
        { field: 'fullName', message: 'Invalid name, please use alphabet letters only' },
        { field: 'gender', message: 'Gender is required!' },
        { field: 'phoneNumber', message: 'Phone number must be more than 8 digits!' },
        { field: 'email', message: 'Incorrect email format!' },
        { field: 'password', message: 'Password is at least 8 characters!' },
      ]),
    );
    const empty = await app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      headers: en,
      payload: { ...newAccountData(), fullName: '  ', password: 'x'.repeat(129) },
    });
    expect(empty.json().errorList).toEqual([
      { field: 'fullName', message: 'Full name cannot be empty!' },
      { field: 'password', message: 'Password is at most 128 characters' },
    ]);
  });

  it('answers 409 naming the phone number and the e-mail a verified account holds', async () => {
    const { account } = await registerVerifiedUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      headers: en,
      payload: newAccountData({ phoneNumber: account.phoneNumber, email: account.email.toUpperCase() }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      err: true,
      errorList: [
        { field: 'phoneNumber', message: 'This phone number is already registered' },
        { field: 'email', message: 'This email is already registered' },
      ],
    });
  });
});

describe('the verification channel', () => {
  it('sends the code by e-mail when OTP_CHANNEL is email', async () => {
    const emailApp = await buildTestApp({ OTP_CHANNEL: 'email' }, { keepData: true });
    const account = newAccountData();
    const response = await emailApp.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: account,
    });
    expect(response.json().data.otpChannel).toBe('email');
    const [message] = await emailApp.services.outbox!.list(account.email);
    expect(message).toMatchObject({ channel: 'email', purpose: 'verify-account' });
    expect(await emailApp.services.outbox!.list(account.phoneNumber)).toEqual([]);
  });
});

describe('POST /user/verify-email and /user/send-verification/{id}', () => {
  it('verifies with the code and signs in', async () => {
    const { account, userId } = await registerUser(app);
    const otp = await latestCode(app, verificationTarget(app, account));
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/verify-email',
      payload: { userId, otp },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ id: userId, verified: true });
    const me = await app.inject({ url: '/api/v1/user/me', headers: bearer(data.token) });
    expect(me.statusCode).toBe(200);

    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/user/verify-email',
      payload: { userId, otp },
    });
    expect(again.statusCode).toBe(409);
  });

  it('rejects a code that is not 6 digits', async () => {
    const { userId } = await registerUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/verify-email',
      headers: en,
      payload: { userId, otp: '12a' },
    });
    expect(response.json().errorList).toEqual([{ field: 'otp', message: 'The code is 6 digits' }]);
  });

  it('resends at most every 60 s: 429 with Retry-After and resendAvailableAt', async () => {
    const { userId } = await registerUser(app);
    const early = await app.inject({
      method: 'POST',
      url: `/api/v1/user/send-verification/${userId}`,
      headers: en,
    });
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(50);
    expect(early.json()).toMatchObject({
      message: 'Please wait before requesting a new code',
      data: { resendAvailableAt: expect.any(String) },
    });

    await ageCodes(app, { userId }, 61);
    const later = await app.inject({ method: 'POST', url: `/api/v1/user/send-verification/${userId}` });
    expect(later.statusCode).toBe(200);
    expect(later.json().data.resendAvailableAt).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown account', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/send-verification/00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /auth/login', () => {
  it('signs in a verified account with its token', async () => {
    const { account, user } = await registerVerifiedUser(app);
    const response = await login(account);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ id: user.id, phoneNumber: account.phoneNumber, verified: true });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(data.tokenExpiresAt)).toBeGreaterThan(Date.now());
  });

  it('answers 401 with message and error alike for a wrong password and an unknown phone', async () => {
    const { account } = await registerVerifiedUser(app);
    const wrong = await login({ phoneNumber: account.phoneNumber, password: 'wrong-password' }, '10.0.1.1');
    const unknown = await login({ phoneNumber: '0899999999999', password: 'wrong-password' }, '10.0.1.1');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        err: true,
        code: 401,
        message: 'Phone number or password is wrong',
        error: 'Phone number or password is wrong',
        reason: 'invalidCredentials',
      });
    }
  });

  it('answers 403 with the userId for an unverified account (right password only)', async () => {
    const { account, userId } = await registerUser(app);
    const response = await login(account, '10.0.2.1');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'Your account is not verified yet', data: { userId } });
    const wrong = await login({ ...account, password: 'wrong-password' }, '10.0.2.1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().data).toBeUndefined();
  });

  it('throttles a client address after 20 failures across phone numbers', async () => {
    for (let i = 0; i < 20; i += 1) {
      const response = await login(
        { phoneNumber: `08777000${String(i).padStart(4, '0')}`, password: 'whatever1' },
        '10.2.0.1',
      );
      expect(response.statusCode).toBe(401);
    }
    const { account } = await registerVerifiedUser(app);
    expect((await login(account, '10.2.0.1')).statusCode).toBe(429);
    expect((await login(account, '10.2.0.2')).statusCode).toBe(200);
  });

  it('validates the phone number', async () => {
    const response = await login({ phoneNumber: '0812', password: 'whatever1' });
    expect(response.json().errorList).toEqual([
      { field: 'phoneNumber', message: 'Phone number must be more than 8 digits!' },
    ]);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the token on the server', async () => {
    const { token } = await registerVerifiedUser(app);
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ err: false, data: null });
    const me = await app.inject({ url: '/api/v1/user/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    const again = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) });
    expect(again.statusCode).toBe(401);
  });
});
