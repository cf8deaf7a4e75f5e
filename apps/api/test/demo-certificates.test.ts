import type { Badge, Certificate } from '@academy/contract/certificates';
import { describe, expect, it } from 'vitest';
import { demoLearner } from '../src/db/seed/demo-accounts';
import { seedDemo } from '../src/db/seed/seed-demo';
import { bearer } from './helpers/account-factory';
import { unlockProfile } from './helpers/profile-unlock';
import { buildTestApp } from './helpers/test-app';

describe('the demo learner’s certificates and badges', () => {
  it('holds the ended class’s certificate and badges on the main profile; the second’s were issued by hand', async () => {
    const app = await buildTestApp({ SEED_DEMO: 'true' });
    const seeded = await seedDemo(app);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { phoneNumber: demoLearner.phoneNumber, password: demoLearner.password },
    });
    const { token } = login.json().data as { token: string };
    const read = async <T>(url: string) =>
      ((await app.inject({ url, headers: bearer(token) })).json() as { data: T }).data;

    const main = seeded!.learner.mainProfileId;
    const second = seeded!.learner.secondProfileId;
    await unlockProfile(app, token, main, demoLearner.mainProfilePin);
    await unlockProfile(app, token, second, demoLearner.secondProfile.pin);
    const certificates = await read<Certificate[]>(`/api/v1/profile/${main}/certificates`);
    expect(certificates.map((c) => [c.item.type, c.item.title.id, c.learnerName, c.status])).toEqual([
      ['class', 'Sharaf Dasar: Amtsilah Tashrifiyyah', 'Ahmad Fauzan', 'valid'],
    ]);
    const badges = await read<Badge[]>(`/api/v1/profile/${main}/badges`);
    expect(badges.map((badge) => badge.key)).toEqual(
      expect.arrayContaining(['first-class-completed', 'hours-10']),
    );
    expect(await read<unknown[]>(`/api/v1/profile/${main}/sanad`)).toHaveLength(1);

    // The second profile's certificates were issued by hand in the console (demo-staff-certificates).
    const handIssued = await read<Certificate[]>(`/api/v1/profile/${second}/certificates`);
    expect(handIssued.map((c) => [c.item.title.id, c.learnerName, c.status]).sort()).toEqual([
      ['Kajian Hadits Arbain Nawawi', 'Aisyah', 'revoked'],
      ['Sharaf Dasar: Amtsilah Tashrifiyyah', 'Aisyah', 'valid'],
    ]);
    expect(await read<unknown[]>(`/api/v1/profile/${second}/badges`)).toEqual([]);
  }, 90_000); // the whole demo seed hashes passwords and builds the academy
});
