import type { Profile } from '@academy/contract/profile';
import type { SignedInUser } from '@academy/contract/user';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createProfile, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { createClass, seedCatalogueBasics, type Basics } from './helpers/catalogue-factory';
import { unlockProfile } from './helpers/profile-unlock';
import { buildTestApp } from './helpers/test-app';

/**
 * The profile PIN is a server-side gate (api-contract "Security rules", decision 0014): with the
 * account's token alone, a sibling cannot act as a profile whose PIN is required.
 */
const app = await buildTestApp();
let basics: Basics;
let learner: VerifiedUser;
let guarded: Profile;

async function signIn(): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { phoneNumber: learner.account.phoneNumber, password: learner.account.password },
  });
  return (response.json() as { data: SignedInUser }).data.token;
}

/** Every kind of call that acts as a profile, as the account's token alone would send it. */
function profileCalls(profileId: string, classKey: string) {
  return [
    { method: 'GET', url: `/api/v1/profile/${profileId}/course` },
    { method: 'GET', url: `/api/v1/profile/${profileId}/course/upcoming` },
    { method: 'GET', url: `/api/v1/profile/${profileId}/active-hours` },
    { method: 'POST', url: '/api/v1/profile/active-hours', payload: { profileId, seconds: 30 } },
    { method: 'PUT', url: `/api/v1/profile/${profileId}`, payload: { name: 'Renamed' } },
    {
      method: 'PUT',
      url: `/api/v1/profile/${profileId}/pin/change`,
      payload: { oldPin: '654321', newPin: '111111', confirmPin: '111111' },
    },
    { method: 'POST', url: `/api/v1/classes/${classKey}/join`, payload: { profileId } },
    { method: 'GET', url: `/api/v1/classes/${classKey}?profileId=${profileId}` },
  ] as const;
}

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  learner = await registerVerifiedUser(app);
  guarded = await createProfile(app, learner.token, { name: 'Aisyah', pin: '654321' });
});

describe('the profile PIN gate', () => {
  it('answers 403 to every call acting as a PIN profile until this session enters its PIN', async () => {
    const token = await signIn();
    const klass = await createClass(app, basics);
    for (const call of profileCalls(guarded.id, klass.slug)) {
      const response = await app.inject({ ...call, headers: { ...bearer(token), 'accept-language': 'en' } });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json()).toMatchObject({
        err: true,
        reason: 'profilePinRequired',
        message: 'Enter this profile’s PIN first',
      });
    }
    await unlockProfile(app, token, guarded.id, '654321');
    const courses = await app.inject({ url: `/api/v1/profile/${guarded.id}/course`, headers: bearer(token) });
    expect(courses.statusCode).toBe(200);
    const join = await app.inject({
      method: 'POST',
      url: `/api/v1/classes/${klass.slug}/join`,
      headers: bearer(token),
      payload: { profileId: guarded.id },
    });
    expect(join.statusCode).toBe(201);
  });

  it('keeps the unlock to the session: another sign-in, or one after sign-out, is gated again', async () => {
    const first = await signIn();
    await unlockProfile(app, first, guarded.id, '654321');
    const second = await signIn();
    const url = `/api/v1/profile/${guarded.id}/course`;
    expect((await app.inject({ url, headers: bearer(second) })).statusCode).toBe(403);
    await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(first) });
    expect((await app.inject({ url, headers: bearer(first) })).statusCode).toBe(401);
  });

  it('answers 423 while the PIN is locked, and the lock ends every session’s unlock', async () => {
    const profile = await createProfile(app, learner.token, { name: 'Fatimah', pin: '222222' });
    const unlocked = await signIn();
    await unlockProfile(app, unlocked, profile.id, '222222');
    const url = `/api/v1/profile/${profile.id}/course`;
    expect((await app.inject({ url, headers: bearer(unlocked) })).statusCode).toBe(200);
    const sibling = await signIn();
    for (let i = 0; i < 5; i += 1) {
      await app.inject({
        method: 'POST',
        url: `/api/v1/profile/${profile.id}/pin/check`,
        headers: bearer(sibling),
        payload: { pin: '000000' },
      });
    }
    for (const token of [unlocked, sibling]) {
      const response = await app.inject({ url, headers: bearer(token) });
      expect(response.statusCode).toBe(423);
      expect(response.json()).toMatchObject({
        reason: 'profileLocked',
        data: { lockedUntil: expect.any(String) },
      });
    }
  });

  it('does not gate a profile without a PIN, or one whose PIN is not required', async () => {
    const token = await signIn();
    const main = learner.profiles[0]!;
    expect(
      (await app.inject({ url: `/api/v1/profile/${main.id}/course`, headers: bearer(token) })).statusCode,
    ).toBe(200);

    const relaxed = await createProfile(app, learner.token, { name: 'Umar', gender: 'male', pin: '333333' });
    const off = await app.inject({
      method: 'PUT',
      url: `/api/v1/profile/${relaxed.id}/pin/requirement`,
      headers: bearer(learner.token),
      payload: { pinRequired: false, pin: '333333' },
    });
    expect(off.statusCode).toBe(200);
    expect(
      (await app.inject({ url: `/api/v1/profile/${relaxed.id}/course`, headers: bearer(token) })).statusCode,
    ).toBe(200);
  });

  it('counts setting a first PIN as unlocking, for that session only', async () => {
    const fresh = await registerVerifiedUser(app);
    const main = fresh.profiles[0]!;
    const set = await app.inject({
      method: 'PUT',
      url: `/api/v1/profile/${main.id}/pin/change`,
      headers: bearer(fresh.token),
      payload: { newPin: '445566', confirmPin: '445566' },
    });
    expect(set.statusCode).toBe(200);
    const url = `/api/v1/profile/${main.id}/course`;
    expect((await app.inject({ url, headers: bearer(fresh.token) })).statusCode).toBe(200);
    const other = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { phoneNumber: fresh.account.phoneNumber, password: fresh.account.password },
    });
    const otherToken = (other.json() as { data: SignedInUser }).data.token;
    expect((await app.inject({ url, headers: bearer(otherToken) })).statusCode).toBe(403);
  });

  it('never lets another account act as the profile, unlocked or not', async () => {
    const stranger = await registerVerifiedUser(app);
    const check = await app.inject({
      method: 'POST',
      url: `/api/v1/profile/${guarded.id}/pin/check`,
      headers: bearer(stranger.token),
      payload: { pin: '654321' },
    });
    expect(check.statusCode).toBe(404);
    expect(
      (await app.inject({ url: `/api/v1/profile/${guarded.id}/course`, headers: bearer(stranger.token) }))
        .statusCode,
    ).toBe(404);
  });
});
