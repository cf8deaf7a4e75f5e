import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kitab } from '../src/db/schema/index';
import { bearer, newAccountData, registerVerifiedUser } from './helpers/account-factory';
import { createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { createStaff } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

/**
 * Text that reorders or overflows what shows it (issue 20 items 11 and 15, decision 0078): staff
 * text loses its bidi controls on the way in, and names refuse letters stacked with marks.
 */
const app = await buildTestApp();
const admin = await createStaff(app, 'admin');
/** "Zalgo": an a carrying five combining marks. */
const stacked = 'Ahma\u0301\u0302\u0303\u0304\u0305d';
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/;

function register(fullName: string, language: 'en' | 'id') {
  return app.inject({
    method: 'POST',
    url: '/api/v1/user/register',
    headers: { 'accept-language': language },
    payload: newAccountData({ fullName }),
  });
}

describe('names with stacked combining marks', () => {
  it('are refused at registration with a clear message in English and Indonesian', async () => {
    const english = await register(stacked, 'en');
    expect(english.statusCode).toBe(400);
    expect(english.json().errorList).toEqual([
      {
        field: 'fullName',
        message: 'A letter carries too many marks: at most 3 accents or vowel marks per letter',
      },
    ]);
    const indonesian = await register(stacked, 'id');
    expect(indonesian.json().errorList).toEqual([
      {
        field: 'fullName',
        message:
          'Satu huruf membawa terlalu banyak tanda: paling banyak 3 tanda aksen atau harakat per huruf',
      },
    ]);
  });

  it('accepts a vowelled Arabic name (shadda and a vowel on one letter) and Vietnamese accents', async () => {
    for (const fullName of ['مُحَمَّد الفَاتِح', 'Nguye\u0302\u0303n Thi']) {
      const response = await register(fullName, 'en');
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('are refused on a new profile, a renamed account and a staff-entered teacher name', async () => {
    const learner = await registerVerifiedUser(app);
    const profile = await app.inject({
      method: 'POST',
      url: '/api/v1/user/me/profile',
      headers: { ...bearer(learner.token), 'accept-language': 'en' },
      payload: { name: stacked, gender: 'female', pin: '654321' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().errorList).toMatchObject([
      { field: 'name', message: expect.stringMatching(/too many marks/) },
    ]);
    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/v1/user/${learner.user.id}`,
      headers: { ...bearer(learner.token), 'accept-language': 'en' },
      payload: { fullName: stacked },
    });
    expect(renamed.statusCode).toBe(400);
    const teacher = await app.inject({
      method: 'POST',
      url: '/api/v1/staff/teachers',
      headers: admin.headers,
      payload: {
        name: stacked,
        bio: { en: '', id: '' },
        photoUrl: null,
        accountPhoneNumber: null,
        sanad: [],
      },
    });
    expect(teacher.statusCode).toBe(400);
    expect(teacher.json().errorList).toMatchObject([
      { field: 'name', message: expect.stringMatching(/too many marks/) },
    ]);
  });
});

describe('bidi controls in staff text (decision 0078)', () => {
  it('are taken out of what staff save, so a name cannot reorder a page or certificate', async () => {
    const klass = await createClass(app, await seedCatalogueBasics(app));
    const [book] = await app.database.db
      .select({ id: kitab.id })
      .from(kitab)
      .where(eq(kitab.classId, klass.id));
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/staff/teachers',
      headers: admin.headers,
      payload: {
        name: '\u202EUstadz Ahmad\u202C',
        bio: { en: 'Teaches \u2067nahwu\u2069 daily', id: 'Mengajar \u202Bnahwu\u202C' },
        photoUrl: null,
        accountPhoneNumber: null,
        sanad: [{ kitabId: book!.id, links: [{ name: 'Syaikh \u202Dx', note: { en: '', id: '' } }] }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const teacher = created.json().data as { id: string; name: string; bio: { en: string; id: string } };
    expect(teacher.name).toBe('Ustadz Ahmad');
    expect(teacher.bio).toEqual({ en: 'Teaches nahwu daily', id: 'Mengajar nahwu' });
    const stored = await app.inject({ url: `/api/v1/staff/teachers/${teacher.id}`, headers: admin.headers });
    expect(stored.body).not.toMatch(bidiControls);
    expect(stored.json().data.sanad[0].links[0].name).toBe('Syaikh x');
  });

  it('leave nothing behind in a title made only of them (it is empty, so refused)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/staff/teachers',
      headers: admin.headers,
      payload: {
        name: '\u202E\u2066',
        bio: { en: '', id: '' },
        photoUrl: null,
        accountPhoneNumber: null,
        sanad: [],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorList).toMatchObject([{ field: 'name', message: 'This field is required' }]);
  });
});
