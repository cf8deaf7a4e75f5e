import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createProfile,
  registerUser,
  registerVerifiedUser,
  type VerifiedUser,
} from './helpers/account-factory';
import { addProfiles, createClass, seedCatalogueBasics, type Basics } from './helpers/catalogue-factory';
import { buildTestApp } from './helpers/test-app';

/**
 * Every limit holds under a burst (api-contract "Security rules"): however many tries arrive at
 * once, no more than the limit are checked; the rest are refused before any comparison.
 */
const app = await buildTestApp();
let basics: Basics;
let learner: VerifiedUser;

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  learner = await registerVerifiedUser(app, { gender: 'male' });
});

/** How many answers had each status (and reason). */
function tally(responses: LightMyRequestResponse[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const response of responses) {
    const key = `${response.statusCode} ${(response.json() as { reason?: string }).reason ?? ''}`.trim();
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe('bursts against the secret checks', () => {
  it('checks at most 5 of 60 wrong PINs sent at once; the right PIN in the same burst answers 423', async () => {
    const profile = await createProfile(app, learner.token, { pin: '654321' });
    const url = `/api/v1/profile/${profile.id}/pin/check`;
    const tries = Array.from({ length: 60 }, (_, i) => ({ pin: i === 59 ? '654321' : '000000' }));
    const responses = await Promise.all(
      tries.map((payload) => app.inject({ method: 'POST', url, headers: bearer(learner.token), payload })),
    );
    expect(tally(responses.slice(0, 59))).toEqual({ '400 pinWrong': 4, '423 pinLocked': 55 });
    expect(responses[59]!.statusCode).toBe(423);
    const after = await app.inject({
      method: 'POST',
      url,
      headers: bearer(learner.token),
      payload: { pin: '654321' },
    });
    expect(after.statusCode).toBe(423);
  });

  it('checks at most 5 of 19 wrong sign-ins for one phone number sent at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 19 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { phoneNumber: learner.account.phoneNumber, password: 'wrong-password' },
        }),
      ),
    );
    expect(tally(responses)).toEqual({ '401 invalidCredentials': 5, '429 tooManySignInAttempts': 14 });
  });

  it('checks at most 20 wrong sign-ins from one address, across phone numbers', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          remoteAddress: '203.0.113.9',
          payload: { phoneNumber: `0899000${String(i).padStart(5, '0')}`, password: 'wrong-password' },
        }),
      ),
    );
    expect(tally(responses)).toEqual({ '401 invalidCredentials': 20, '429 tooManySignInAttempts': 20 });
  });

  it('checks at most 5 of 15 wrong current passwords at once, and the 429 says why', async () => {
    const account = await registerVerifiedUser(app);
    const responses = await Promise.all(
      Array.from({ length: 15 }, () =>
        app.inject({
          method: 'PUT',
          url: `/api/v1/user/${account.user.id}/password/change`,
          headers: { ...bearer(account.token), 'accept-language': 'en' },
          payload: {
            oldPassword: 'not-my-password',
            newPassword: 'new-secret-99',
            confirmPassword: 'new-secret-99',
          },
        }),
      ),
    );
    expect(tally(responses)).toEqual({ '400 oldPasswordWrong': 5, '429 tooManyPasswordAttempts': 10 });
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(refused.json()).toMatchObject({
      message: 'Too many wrong current passwords, please try again later',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('checks at most 5 of 30 wrong verification codes at once', async () => {
    const { userId } = await registerUser(app);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        app.inject({ method: 'POST', url: '/api/v1/user/verify-email', payload: { userId, otp: '000000' } }),
      ),
    );
    const counts = tally(responses);
    expect(counts['400 otpWrong'] ?? 0).toBeLessThanOrEqual(5);
    expect((counts['400 otpWrong'] ?? 0) + (counts['400 otpExpired'] ?? 0)).toBe(30);
  });

  it('throttles join-password guesses per profile and class, in English and Indonesian', async () => {
    const klass = await createClass(app, basics, { password: 'halaqah-2025' });
    const profileId = learner.profiles[0]!.id;
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: `/api/v1/classes/${klass.slug}/join`,
          headers: { ...bearer(learner.token), 'accept-language': i % 2 ? 'en' : 'id' },
          payload: { profileId, password: `guess-${i}` },
        }),
      ),
    );
    expect(tally(responses)).toEqual({ '403 classPasswordWrong': 5, '429 tooManyClassPasswordAttempts': 25 });
    const messages = new Set(
      responses.filter((r) => r.statusCode === 429).map((r) => r.json().message as string),
    );
    expect(messages).toEqual(
      new Set([
        'Too many wrong class passwords, please try again later',
        'Terlalu banyak kata sandi kelas yang salah, silakan coba lagi nanti',
      ]),
    );
    const right = await app.inject({
      method: 'POST',
      url: `/api/v1/classes/${klass.slug}/join`,
      headers: bearer(learner.token),
      payload: { profileId, password: 'halaqah-2025' },
    });
    expect(right.statusCode).toBe(429);
  });

  /** A wrong join-password guess at `slug` by `who` with one of its profiles, from `remoteAddress`. */
  function guessJoin(
    slug: string,
    who: VerifiedUser,
    profileId: string,
    guess: string,
    remoteAddress: string,
  ) {
    return app.inject({
      method: 'POST',
      url: `/api/v1/classes/${slug}/join`,
      headers: { ...bearer(who.token), 'accept-language': 'en' },
      remoteAddress,
      payload: { profileId, password: guess },
    });
  }

  it('counts join-password guesses per account: eight profiles of one account get 5 together (issue 20 item 7)', async () => {
    const klass = await createClass(app, basics, { password: 'halaqah-2025' });
    const account = await registerVerifiedUser(app, { gender: 'male' });
    const profileIds = [account.profiles[0]!.id, ...(await addProfiles(app, account.user.id, 7))];
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        guessJoin(klass.slug, account, profileIds[i % 8]!, `guess-${i}`, '198.51.100.7'),
      ),
    );
    expect(tally(responses)).toEqual({ '403 classPasswordWrong': 5, '429 tooManyClassPasswordAttempts': 35 });
  });

  it('counts join-password guesses per client address: five accounts from one address get 20 together', async () => {
    const klass = await createClass(app, basics, { password: 'halaqah-2025' });
    const accounts = await Promise.all(
      Array.from({ length: 6 }, () => registerVerifiedUser(app, { gender: 'male' })),
    );
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const who = accounts[i % 6]!;
        return guessJoin(klass.slug, who, who.profiles[0]!.id, `guess-${i}`, '198.51.100.8');
      }),
    );
    expect(tally(responses)).toEqual({
      '403 classPasswordWrong': 20,
      '429 tooManyClassPasswordAttempts': 10,
    });
    // Another address is not held back by that one.
    const elsewhere = await registerVerifiedUser(app, { gender: 'male' });
    const fromHome = await guessJoin(
      klass.slug,
      elsewhere,
      elsewhere.profiles[0]!.id,
      'wrong',
      '198.51.100.9',
    );
    expect(fromHome.statusCode).toBe(403);
  });
});
