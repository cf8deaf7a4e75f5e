import { describe, expect, it } from 'vitest';
import { profiles as profileTable } from '../src/db/schema/index';
import { buildTestApp } from './helpers/test-app';
import { bearer, createProfile, registerVerifiedUser } from './helpers/account-factory';

const app = await buildTestApp();
const en = { 'accept-language': 'en' };

function call(method: 'PUT' | 'POST', url: string, token: string, payload?: object) {
  return app.inject({ method, url: `/api/v1${url}`, headers: { ...en, ...bearer(token) }, payload });
}

const address = {
  address: 'Jl. Merdeka No. 10',
  city: 'Bandung',
  state: 'Jawa Barat',
  postCode: '40111',
  country: 'Indonesia',
};

describe('POST /user/me/profile', () => {
  it('adds a numbered profile with a PIN', async () => {
    const { token } = await registerVerifiedUser(app);
    const response = await call('POST', '/user/me/profile', token, {
      name: 'Aisyah',
      gender: 'female',
      pin: '654321',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: expect.any(String),
      name: 'Aisyah',
      gender: 'female',
      isMain: false,
      number: 2,
      hasPin: true,
      pinRequired: true,
      examPinRequired: false,
      address: null,
      createdAt: expect.any(String),
    });
  });

  it('validates name, gender and a 6-digit PIN', async () => {
    const { token } = await registerVerifiedUser(app);
    const response = await call('POST', '/user/me/profile', token, { name: '', pin: '12345' });
    expect(response.json().errorList).toEqual([
      { field: 'name', message: 'Profile name cannot be empty!' },
      { field: 'gender', message: 'Gender is required!' },
      { field: 'pin', message: 'PIN must be 6 digits' },
    ]);
  });
});

describe('PUT /profile/{profileId}', () => {
  it('updates name, gender and the full address', async () => {
    const { token, profiles } = await registerVerifiedUser(app);
    const main = profiles[0]!;
    const response = await call('PUT', `/profile/${main.id}?userId=x`, token, { name: 'Abu Bakar', address });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: main.id, name: 'Abu Bakar', isMain: true, address });
  });

  it('asks for the full address', async () => {
    const { token, profiles } = await registerVerifiedUser(app);
    const response = await call('PUT', `/profile/${profiles[0]!.id}`, token, {
      address: { ...address, city: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorList).toEqual([
      { field: 'address.city', message: 'Please enter full address' },
    ]);
  });
});

describe('another account’s profiles', () => {
  it('answer 404 with no data on every profile call, and change nothing', async () => {
    const owner = await registerVerifiedUser(app);
    const stranger = await registerVerifiedUser(app);
    const target = await createProfile(app, owner.token, { pin: '111111' });
    const attempts = [
      call('PUT', `/profile/${target.id}`, stranger.token, { name: 'Stolen' }),
      call('PUT', `/profile/${target.id}/pin/change`, stranger.token, {
        oldPin: '111111',
        newPin: '222222',
        confirmPin: '222222',
      }),
      call('POST', `/profile/${target.id}/pin/check`, stranger.token, { pin: '111111' }),
      call('PUT', `/profile/${target.id}/pin/requirement`, stranger.token, {
        pinRequired: false,
        pin: '111111',
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).not.toHaveProperty('data');
    }
    expect(
      (await call('POST', `/profile/${target.id}/pin/check`, owner.token, { pin: '111111' })).statusCode,
    ).toBe(200);
  });

  it('answer 401 without a token', async () => {
    const { profiles } = await registerVerifiedUser(app);
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/profile/${profiles[0]!.id}/pin/check`,
      payload: { pin: '123456' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('profile PIN', () => {
  it('is set without an old PIN, then changed with it', async () => {
    const { token, profiles } = await registerVerifiedUser(app);
    const url = `/profile/${profiles[0]!.id}/pin/change`;
    const noPin = await call('POST', `/profile/${profiles[0]!.id}/pin/check`, token, { pin: '123456' });
    expect(noPin.json().message).toBe('This profile has no PIN yet');

    expect((await call('PUT', url, token, { newPin: '123456', confirmPin: '123456' })).statusCode).toBe(200);
    const missingOld = await call('PUT', url, token, { newPin: '222222', confirmPin: '222222' });
    expect(missingOld.json().errorList).toEqual([{ field: 'oldPin', message: 'This field is required' }]);

    const same = await call('PUT', url, token, { oldPin: '123456', newPin: '123456', confirmPin: '654321' });
    expect(same.json().errorList).toEqual([
      { field: 'newPin', message: 'New PIN must be different from the old PIN' },
      { field: 'confirmPin', message: 'PIN not match' },
    ]);
    const wrongOld = await call('PUT', url, token, {
      oldPin: '000000',
      newPin: '222222',
      confirmPin: '222222',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toMatchObject({
      message: 'The current PIN is wrong',
      data: { remainingTries: 4 },
    });

    expect(
      (await call('PUT', url, token, { oldPin: '123456', newPin: '222222', confirmPin: '222222' }))
        .statusCode,
    ).toBe(200);
    const check = await call('POST', `/profile/${profiles[0]!.id}/pin/check`, token, { pin: '222222' });
    expect(check.json()).toMatchObject({ err: false, data: { valid: true } });
  });

  it('locks PIN checks for 15 minutes after 5 wrong tries', async () => {
    const { token } = await registerVerifiedUser(app);
    const profile = await createProfile(app, token, { pin: '654321' });
    const url = `/profile/${profile.id}/pin/check`;
    for (let left = 4; left >= 1; left -= 1) {
      const response = await call('POST', url, token, { pin: '000000' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'The PIN is wrong', data: { remainingTries: left } });
    }
    const fifth = await call('POST', url, token, { pin: '000000' });
    expect(fifth.statusCode).toBe(423);
    const locked = await call('POST', url, token, { pin: '654321' });
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toMatchObject({
      message: 'Too many wrong PINs, try again in 15 minutes.',
      data: { lockedUntil: expect.any(String) },
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    const requirement = await call('PUT', `/profile/${profile.id}/pin/requirement`, token, {
      pinRequired: false,
      pin: '654321',
    });
    expect(requirement.statusCode).toBe(423);

    await app.database.db.update(profileTable).set({ pinLockedUntil: new Date(Date.now() - 1000) });
    expect((await call('POST', url, token, { pin: '654321' })).statusCode).toBe(200);
  });

  it('turns the profile-switch PIN requirement off and on with the current PIN', async () => {
    const { token } = await registerVerifiedUser(app);
    const profile = await createProfile(app, token, { pin: '654321' });
    const url = `/profile/${profile.id}/pin/requirement`;
    const wrong = await call('PUT', url, token, { pinRequired: false, pin: '000000' });
    expect(wrong.statusCode).toBe(400);
    const off = await call('PUT', url, token, { pinRequired: false, pin: '654321' });
    expect(off.json().data).toMatchObject({ id: profile.id, pinRequired: false, hasPin: true });
    const on = await call('PUT', url, token, { pinRequired: true, pin: '654321' });
    expect(on.json().data.pinRequired).toBe(true);
  });
});
