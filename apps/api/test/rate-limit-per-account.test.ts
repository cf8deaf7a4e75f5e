import { describe, expect, it } from 'vitest';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { buildTestApp } from './helpers/test-app';

/**
 * Issue 37, item 8: the API-wide limit (`RATE_LIMIT_PER_MINUTE`) counts signed-in calls per
 * account and the others per client address, so a school's learners behind one public address
 * (one limit for the whole fleet since decision 0079) are not locked out together.
 */
// Accounts are made through an app of the default limit; the limited one shares its database.
const signUps = await buildTestApp();
const app = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '4' }, { keepData: true });
const school = { remoteAddress: '10.77.0.1' };
const statusesOf = async (count: number, call: () => Promise<{ statusCode: number }>) => {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await call()).statusCode);
  return statuses;
};

/** A sign-in of `learner` through the limited app (from an address of its own): its token. */
async function signIn(learner: VerifiedUser, from: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { phoneNumber: learner.account.phoneNumber, password: learner.account.password },
    remoteAddress: from,
  });
  expect(response.statusCode).toBe(200);
  return (response.json().data as { token: string }).token;
}

describe('the API-wide limit behind one address', () => {
  it('counts each signed-in account on its own, and the address only for anonymous calls', async () => {
    // Signed up elsewhere (the sign-up's calls come from other addresses).
    const learners = [
      await registerVerifiedUser(signUps, { phoneNumber: '081377000001', email: 'a@school.test' }),
      await registerVerifiedUser(signUps, { phoneNumber: '081377000002', email: 'b@school.test' }),
      await registerVerifiedUser(signUps, { phoneNumber: '081377000003', email: 'c@school.test' }),
    ];
    const tokens = await Promise.all(learners.map((learner, i) => signIn(learner, `10.77.1.${i}`)));
    // Three learners of the school, 4 calls each from the one address: 12 answered.
    for (const token of tokens) {
      const me = () => app.inject({ url: '/api/v1/user/me', headers: bearer(token), ...school });
      expect(await statusesOf(4, me)).toEqual([200, 200, 200, 200]);
    }
    // One account past its own 4 is limited, alone.
    const extra = await app.inject({ url: '/api/v1/user/me', headers: bearer(tokens[0]!), ...school });
    expect(extra.statusCode).toBe(429);
    // Anonymous calls from the address have their own 4, untouched by the learners' 12.
    const academy = () => app.inject({ url: '/api/v1/academy', ...school });
    expect(await statusesOf(5, academy)).toEqual([200, 200, 200, 200, 429]);
  });

  it('counts a made-up token on its address, whatever it is (no way around the address limit)', async () => {
    const from = { remoteAddress: '10.77.0.2' };
    const statuses = await statusesOf(5, () =>
      app.inject({
        url: '/api/v1/user/me',
        headers: bearer(`made-up-${Math.random().toString(36).slice(2)}-token-of-its-own`),
        ...from,
      }),
    );
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // Public calls carrying made-up tokens too.
    const publicCall = await app.inject({
      url: '/api/v1/academy',
      headers: bearer('another-made-up-token-000000000'),
      ...from,
    });
    expect(publicCall.statusCode).toBe(429);
  });

  it('counts the calls of a new sign-in on its account from its first call', async () => {
    const learner = await registerVerifiedUser(signUps, {
      phoneNumber: '081377000004',
      email: 'd@school.test',
    });
    const from = { remoteAddress: '10.77.0.3' };
    // The address spends its 4 on anonymous calls; the new token's calls still pass.
    await statusesOf(4, () => app.inject({ url: '/api/v1/academy', ...from }));
    const token = await signIn(learner, '10.77.0.4');
    const me = () => app.inject({ url: '/api/v1/user/me', headers: bearer(token), ...from });
    expect(await statusesOf(2, me)).toEqual([200, 200]);
  });
});
