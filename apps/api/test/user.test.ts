import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';
import {
  ageCodes,
  bearer,
  latestCode,
  newAccountData,
  registerVerifiedUser,
} from './helpers/account-factory';

const app = await buildTestApp();
const en = { 'accept-language': 'en' };

function call(method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) {
  return app.inject({ method, url: `/api/v1${url}`, headers: { ...en, ...bearer(token) }, payload });
}

describe('signed-in calls without a live token', () => {
  it('answer 401 for a missing, malformed or unknown token', async () => {
    const { user } = await registerVerifiedUser(app);
    const calls = [
      app.inject({ url: '/api/v1/user/me' }),
      app.inject({ url: '/api/v1/user/me', headers: { authorization: 'Bearer nope' } }),
      app.inject({ url: '/api/v1/user/me', headers: bearer('A'.repeat(43)) }),
      app.inject({ method: 'PUT', url: `/api/v1/user/${user.id}`, payload: { fullName: 'Someone' } }),
      app.inject({ method: 'POST', url: '/api/v1/user/me/profile', payload: {} }),
      app.inject({ method: 'POST', url: '/api/v1/user/otp/send', payload: {} }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        err: true,
        code: 401,
        message: 'Silakan masuk untuk melanjutkan',
      });
      expect(response.json()).not.toHaveProperty('data');
    }
  });
});

describe('GET /user/me and PUT /user/{id}', () => {
  it('answers the account and its profiles', async () => {
    const { token, user, account } = await registerVerifiedUser(app, { fullName: 'Ahmad Fauzi' });
    const response = await call('GET', '/user/me', token);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.user).toEqual({
      id: user.id,
      fullName: 'Ahmad Fauzi',
      email: account.email,
      phoneNumber: account.phoneNumber,
      gender: 'male',
      verified: true,
      preferredLanguage: null,
      createdAt: expect.any(String),
    });
    expect(data.profiles).toEqual([
      expect.objectContaining({
        name: 'Ahmad Fauzi',
        gender: 'male',
        isMain: true,
        number: 1,
        hasPin: false,
      }),
    ]);
  });

  it('updates name, gender and language of the own account only', async () => {
    const { token, user } = await registerVerifiedUser(app);
    const other = await registerVerifiedUser(app);
    const response = await call('PUT', `/user/${user.id}`, token, {
      fullName: 'Umar Faruq',
      gender: 'male',
      preferredLanguage: 'en',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ fullName: 'Umar Faruq', preferredLanguage: 'en' });

    const invalid = await call('PUT', `/user/${user.id}`, token, { fullName: 'Umar_1', gender: 'other' });
    expect(invalid.json().errorList).toEqual([
      { field: 'fullName', message: 'Invalid name, please use alphabet letters only' },
      { field: 'gender', message: 'Gender is required!' },
    ]);

    const foreign = await call('PUT', `/user/${other.user.id}`, token, { fullName: 'Taken Over' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().data).toBeUndefined();
    const untouched = await call('GET', '/user/me', other.token);
    expect(untouched.json().data.user.fullName).toBe(other.user.fullName);
  });
});

describe('PUT /user/{userId}/password/change', () => {
  it('needs the old password, a different new one and its confirmation', async () => {
    const { token, user, account } = await registerVerifiedUser(app);
    const url = `/user/${user.id}/password/change`;
    const same = await call('PUT', url, token, {
      oldPassword: account.password,
      newPassword: account.password,
      confirmPassword: 'different-1',
    });
    expect(same.json().errorList).toEqual([
      { field: 'newPassword', message: 'New password must be different from the old password' },
      { field: 'confirmPassword', message: 'Password not match' },
    ]);
    const short = await call('PUT', url, token, {
      oldPassword: account.password,
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(short.json().errorList).toEqual([
      { field: 'newPassword', message: 'Password is at least 8 characters!' },
    ]);
    const wrongOld = await call('PUT', url, token, {
      oldPassword: 'not-the-password',
      newPassword: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().errorList).toEqual([
      { field: 'oldPassword', message: 'The current password is wrong' },
    ]);
  });

  it('changes the password and revokes every other session', async () => {
    const { token, user, account } = await registerVerifiedUser(app);
    const other = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { phoneNumber: account.phoneNumber, password: account.password },
    });
    const otherToken = other.json().data.token as string;
    const response = await call('PUT', `/user/${user.id}/password/change`, token, {
      oldPassword: account.password,
      newPassword: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(response.statusCode).toBe(200);
    expect((await call('GET', '/user/me', token)).statusCode).toBe(200);
    expect((await call('GET', '/user/me', otherToken)).statusCode).toBe(401);

    const foreign = await registerVerifiedUser(app);
    const forbidden = await call('PUT', `/user/${foreign.user.id}/password/change`, token, {
      oldPassword: 'brand-new-pass',
      newPassword: 'another-pass-1',
      confirmPassword: 'another-pass-1',
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('refuses more than 5 wrong current passwords in 15 minutes (429)', async () => {
    const { token, user } = await registerVerifiedUser(app);
    const body = {
      oldPassword: 'wrong-pass-0',
      newPassword: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    };
    for (let i = 0; i < 5; i += 1) {
      expect((await call('PUT', `/user/${user.id}/password/change`, token, body)).statusCode).toBe(400);
    }
    expect((await call('PUT', `/user/${user.id}/password/change`, token, body)).statusCode).toBe(429);
  });
});

describe('phone number and e-mail change', () => {
  it('changes the phone number with the current password and a code sent to the new number', async () => {
    const { token, user, account } = await registerVerifiedUser(app);
    const newPhone = newAccountData().phoneNumber;
    const sent = await call('POST', '/user/otp/send', token, { purpose: 'phone-change', target: newPhone });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.resendAvailableAt).toEqual(expect.any(String));
    const [message] = await app.services.outbox!.list(newPhone);
    expect(message).toMatchObject({ channel: 'whatsapp', purpose: 'phone-change' });
    const otp = message!.code;

    const tooSoon = await call('POST', '/user/otp/send', token, {
      purpose: 'phone-change',
      target: newPhone,
    });
    expect(tooSoon.statusCode).toBe(429);

    const checked = await call('POST', '/user/otp/verification', token, { purpose: 'phone-change', otp });
    expect(checked.json()).toMatchObject({ err: false, data: { verified: true } });

    const url = `/user/${user.id}/phone-number/change`;
    const wrongPassword = await call('PUT', url, token, {
      phoneNumber: newPhone,
      otp,
      password: 'not-the-password',
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errorList).toEqual([
      { field: 'password', message: 'The current password is wrong' },
    ]);

    const otherTarget = await call('PUT', url, token, {
      phoneNumber: newAccountData().phoneNumber,
      otp,
      password: account.password,
    });
    expect(otherTarget.statusCode).toBe(400);
    expect(otherTarget.json().message).toBe('The code is wrong');

    const changed = await call('PUT', url, token, { phoneNumber: newPhone, otp, password: account.password });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.phoneNumber).toBe(newPhone);
    const reused = await call('PUT', url, token, { phoneNumber: newPhone, otp, password: account.password });
    expect(reused.statusCode).toBe(400);

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { phoneNumber: newPhone, password: account.password },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('changes the e-mail with a code sent to the new e-mail', async () => {
    const { token, user, account } = await registerVerifiedUser(app);
    const newEmail = newAccountData().email;
    await call('POST', '/user/otp/send', token, { purpose: 'email-change', target: newEmail.toUpperCase() });
    const [message] = await app.services.outbox!.list(newEmail);
    expect(message).toMatchObject({ channel: 'email', purpose: 'email-change' });

    const phoneCode = await call('POST', '/user/otp/verification', token, {
      purpose: 'phone-change',
      otp: message!.code,
    });
    expect(phoneCode.statusCode).toBe(400);

    const changed = await call('PUT', `/user/${user.id}/email/change`, token, {
      email: newEmail,
      otp: message!.code,
      password: account.password,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.email).toBe(newEmail);
  });

  it('refuses an address another account holds, bad targets and other accounts', async () => {
    const { token, user, account } = await registerVerifiedUser(app);
    const other = await registerVerifiedUser(app);
    const taken = await call('POST', '/user/otp/send', token, {
      purpose: 'email-change',
      target: other.account.email,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorList).toEqual([
      { field: 'target', message: 'This email is already registered' },
    ]);

    const badPhone = await call('POST', '/user/otp/send', token, { purpose: 'phone-change', target: '0812' });
    expect(badPhone.json().errorList).toEqual([
      { field: 'target', message: 'Phone number must be more than 8 digits!' },
    ]);
    const badEmail = await call('PUT', `/user/${user.id}/email/change`, token, {
      email: 'nope',
      otp: '123456',
      password: account.password,
    });
    expect(badEmail.json().errorList).toEqual([{ field: 'email', message: 'Incorrect email format!' }]);
    // An empty address is missing, not badly written.
    const noEmail = await call('PUT', `/user/${user.id}/email/change`, token, {
      email: '  ',
      otp: '123456',
      password: account.password,
    });
    expect(noEmail.json().errorList).toEqual([{ field: 'email', message: 'This field is required' }]);

    const foreign = await call('PUT', `/user/${other.user.id}/phone-number/change`, token, {
      phoneNumber: newAccountData().phoneNumber,
      otp: '123456',
      password: account.password,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('expires change codes after 10 minutes', async () => {
    const { token, user } = await registerVerifiedUser(app);
    const newEmail = newAccountData().email;
    await call('POST', '/user/otp/send', token, { purpose: 'email-change', target: newEmail });
    expect(await app.services.outbox!.list(user.email)).toEqual([]);
    const code = await latestCode(app, newEmail);
    await ageCodes(app, { userId: user.id }, 601);
    const response = await call('POST', '/user/otp/verification', token, {
      purpose: 'email-change',
      otp: code,
    });
    expect(response.json().message).toBe('The code has expired, please request a new one');
  });
});
