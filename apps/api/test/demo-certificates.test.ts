import type { Badge, Certificate, CertificateVerification } from '@academy/contract/certificates';
import { describe, expect, it } from 'vitest';
import { demoLearner } from '../src/demo/demo-accounts';
import { demoLockedLearner } from '../src/demo/demo-staff-learners';
import { seedDemo } from '../src/demo/seed-demo';
import { bearer } from './helpers/account-factory';
import { unlockProfile } from './helpers/profile-unlock';
import { buildTestApp } from './helpers/test-app';

describe('the demo learner’s certificates and badges', () => {
  it('holds the ended class’s certificate and badges on the main profile, none on the second', async () => {
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
    // The demo knows no chain of the sharaf kitab (decision 0108): no sanad, none invented.
    expect(await read<unknown[]>(`/api/v1/profile/${main}/sanad`)).toEqual([]);

    // The second profile holds no certificate and no badge (issue 10, demo academy).
    expect(await read<Certificate[]>(`/api/v1/profile/${second}/certificates`)).toEqual([]);
    expect(await read<Badge[]>(`/api/v1/profile/${second}/badges`)).toEqual([]);
    expect(await read<unknown[]>(`/api/v1/profile/${second}/sanad`)).toEqual([]);

    // The certificates the admin handled by hand in the console (demo-staff-certificates) are
    // another learner's, Siti Rahmawati's: one valid, one revoked.
    const siti = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { phoneNumber: demoLockedLearner.phoneNumber, password: demoLockedLearner.password },
    });
    const sitiToken = (siti.json().data as { token: string }).token;
    const me = (await app.inject({ url: '/api/v1/user/me', headers: bearer(sitiToken) })).json().data as {
      profiles: { id: string; isMain: boolean }[];
    };
    const sitiMain = me.profiles.find((profile) => profile.isMain);
    await unlockProfile(app, sitiToken, sitiMain!.id, demoLockedLearner.mainProfilePin);
    const handIssued = (
      await app.inject({ url: `/api/v1/profile/${sitiMain!.id}/certificates`, headers: bearer(sitiToken) })
    ).json().data as Certificate[];
    expect(handIssued.map((c) => [c.item.title.id, c.learnerName, c.status]).sort()).toEqual([
      ['Halaqah Tahsin Akhwat', 'Siti Rahmawati', 'valid'],
      ['Kajian Hadits Arbain Nawawi', 'Siti Rahmawati', 'revoked'],
      ['Sharaf Dasar: Amtsilah Tashrifiyyah', 'Siti Rahmawati', 'valid'],
    ]);
    // Each prints its own kitab's chain: the Forty its teacher's known chain, the sharaf none.
    const sanadOf = async (certificate: Certificate) =>
      (
        (await app.inject({ url: `/api/v1/certificates/verify/${certificate.code}` })).json()
          .data as CertificateVerification
      ).sanad;
    const byTitle = Object.fromEntries(handIssued.map((c) => [c.item.title.id, c]));
    expect(
      (await sanadOf(byTitle['Kajian Hadits Arbain Nawawi']!)).map((entry) =>
        entry.chain.map((link) => link.name),
      ),
    ).toEqual([
      [
        'Syaikh Abdurrahman al-Ifriqi',
        'Syaikh Abdul Muhsin al-Abbad',
        'Ustadz Abdullah Hakim, Lc., M.A.',
        'Siti Rahmawati',
      ],
    ]);
    expect(await sanadOf(byTitle['Sharaf Dasar: Amtsilah Tashrifiyyah']!)).toEqual([]);
    // The demo shows a sanad (issue 38): the tahsin certificate the demo teacher issued to Siti
    // carries the tahsin kitab's chain on its public verification page (and its PDFs).
    const tahsinChain = [
      'Syaikhah Ummu Abdillah',
      'Ustadzah Maryam Hasanah, S.Pd.I.',
      'Ustadzah Khadijah Rahmawati',
      'Siti Rahmawati',
    ];
    expect(
      (await sanadOf(byTitle['Halaqah Tahsin Akhwat']!)).map((entry) => entry.chain.map((link) => link.name)),
    ).toEqual([tahsinChain]);
    expect(await sanadOf(certificates[0]!)).toEqual([]);
  }, 90_000); // the whole demo seed hashes passwords and builds the academy
});
