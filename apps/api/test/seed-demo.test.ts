import { describe, expect, it, vi } from 'vitest';
import { demoLearner } from '../src/demo/demo-accounts';
import { demoStaff } from '../src/demo/demo-staff';
import { seedDemo } from '../src/demo/seed-demo';
import { bearer } from './helpers/account-factory';
import { buildTestApp } from './helpers/test-app';

describe('the demo seed', () => {
  it('creates the verified demo learner once, with two PIN-protected profiles', async () => {
    const app = await buildTestApp({ SEED_DEMO: 'true' });
    const seeded = await seedDemo(app);
    expect(seeded?.learner.userId).toEqual(expect.any(String));
    // A later start seeds nothing but still prints the demo sign-ins, learner and staff.
    const warn = vi.spyOn(app.log, 'warn');
    expect(await seedDemo(app)).toBeUndefined();
    const printed = warn.mock.calls.map((call) => String(call[0])).join('\n');
    expect(printed).toContain(demoLearner.phoneNumber);
    expect(printed).toContain(demoStaff.admin.phoneNumber);
    warn.mockRestore();

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { phoneNumber: demoLearner.phoneNumber, password: demoLearner.password },
    });
    expect(login.statusCode).toBe(200);
    const { token, email, verified } = login.json().data;
    expect({ email, verified }).toEqual({ email: 'demo@academy.test', verified: true });

    const me = await app.inject({ url: '/api/v1/user/me', headers: bearer(token) });
    const profiles = me.json().data.profiles as { id: string; isMain: boolean; hasPin: boolean }[];
    expect(profiles.map((p) => [p.id, p.isMain, p.hasPin])).toEqual([
      [seeded?.learner.mainProfileId, true, true],
      [seeded?.learner.secondProfileId, false, true],
    ]);
    for (const [id, pin] of [
      [seeded?.learner.mainProfileId, '123456'],
      [seeded?.learner.secondProfileId, '654321'],
    ]) {
      const check = await app.inject({
        method: 'POST',
        url: `/api/v1/profile/${id}/pin/check`,
        headers: bearer(token),
        payload: { pin },
      });
      expect(check.statusCode).toBe(200);
    }
  });
});
