import type { StaffTeacher } from '@academy/contract/staff';
import type { StaffAuditEntry } from '@academy/contract/staff-audit';
import { beforeAll, describe, expect, it } from 'vitest';
import { addKitab, addTeacher, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

/**
 * A teacher edits her own teacher profile and sanad from the console (issue 38 item 13): name,
 * bio, photo and the chains of the kitab her profile lists; never its account link, another
 * teacher's profile, a new teacher or a removal.
 */

const app = await buildTestApp();
const base = '/api/v1/staff/teachers';

let admin: StaffMember;
let teacher: StaffMember;
let ownId: string;
let otherId: string;
let ownKitabId: string;
let otherKitabId: string;

beforeAll(async () => {
  const basics = await seedCatalogueBasics(app);
  ownId = basics.teacherId;
  otherId = await addTeacher(app);
  admin = await createStaff(app, 'admin');
  teacher = await createStaff(app, 'teacher', ownId);
  const ownClass = await createClass(app, basics, { teacherId: ownId });
  const otherClass = await createClass(app, basics, { teacherId: otherId });
  ownKitabId = (await addKitab(app, ownClass.id, { meetings: 1, perMeeting: 1 })).kitabId;
  otherKitabId = (await addKitab(app, otherClass.id, { meetings: 1, perMeeting: 1 })).kitabId;
});

function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who: StaffMember, payload?: object) {
  return app.inject({ method, url: `${base}${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
}

async function documentOf(id: string, who: StaffMember) {
  const response = await call('GET', `/${id}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: StaffTeacher }).data;
}

/** The document as the form sends it back: its input fields and version. */
const inputOf = ({ name, bio, photoUrl, accountPhoneNumber, sanad, version }: StaffTeacher) => ({
  name,
  bio,
  photoUrl,
  accountPhoneNumber,
  sanad: sanad.map(({ kitabId, links }) => ({ kitabId, links })),
  version,
});

describe('a teacher’s own profile', () => {
  it('is hers to read and edit: name, bio, photo and the sanad of her kitab, audited', async () => {
    const before = await documentOf(ownId, teacher);
    expect(before.sanad.map((chain) => chain.kitabId)).toEqual([ownKitabId]);
    const saved = await call('PUT', `/${ownId}`, teacher, {
      ...inputOf(before),
      name: 'Ustadzah Aisyah Rahmah',
      bio: { en: 'Teaches tahsin to sisters.', id: 'Mengajar tahsin untuk akhwat.' },
      photoUrl: 'https://academy.test/media/aisyah.webp',
      sanad: [
        {
          kitabId: ownKitabId,
          links: [
            { name: 'Syaikh Ahmad', note: { en: 'Madinah', id: 'Madinah' } },
            { name: 'Ustadz Umar', note: { en: '', id: '' } },
          ],
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await documentOf(ownId, admin);
    expect(after).toMatchObject({
      name: 'Ustadzah Aisyah Rahmah',
      bio: { en: 'Teaches tahsin to sisters.' },
      photoUrl: 'https://academy.test/media/aisyah.webp',
      accountPhoneNumber: before.accountPhoneNumber,
    });
    expect(after.sanad[0]!.links.map((link) => link.name)).toEqual(['Syaikh Ahmad', 'Ustadz Umar']);

    const log = await app.inject({
      url: `/api/v1/staff/audit-log?resource=teachers&resourceId=${ownId}`,
      headers: admin.headers,
    });
    expect((log.json() as { data: StaffAuditEntry[] }).data[0]).toMatchObject({ action: 'update' });
  });

  it('keeps its account link and the kitab it lists: only an admin changes those', async () => {
    const current = inputOf(await documentOf(ownId, teacher));
    const relinked = await call('PUT', `/${ownId}`, teacher, { ...current, accountPhoneNumber: null });
    expect(relinked.statusCode).toBe(403);
    expect(relinked.json()).toMatchObject({
      reason: 'teacherKeepsOwnAccount',
      errorList: [{ field: 'accountPhoneNumber' }],
    });
    const stray = await call('PUT', `/${ownId}`, teacher, {
      ...current,
      sanad: [...current.sanad, { kitabId: otherKitabId, links: [{ name: 'Someone', note: { en: '', id: '' } }] }],
    });
    expect(stray.statusCode).toBe(403);
    expect(stray.json()).toMatchObject({
      reason: 'teacherSanadOwnKitab',
      errorList: [{ field: 'sanad.1.kitabId' }],
    });
    // Written another way, the same phone number is the same account.
    const phone = current.accountPhoneNumber!;
    const same = await call('PUT', `/${ownId}`, teacher, {
      ...current,
      accountPhoneNumber: `+62${phone.slice(1)}`,
    });
    expect(same.statusCode, same.body).toBe(200);
  });
});

describe('another teacher’s profile', () => {
  it('answers 403 to a teacher reading or editing it, and changes nothing', async () => {
    const other = await documentOf(otherId, admin);
    expect((await call('GET', `/${otherId}`, teacher)).statusCode).toBe(403);
    const edited = await call('PUT', `/${otherId}`, teacher, { ...inputOf(other), name: 'Taken over' });
    expect(edited.statusCode).toBe(403);
    expect((await documentOf(otherId, admin)).name).toBe(other.name);
  });

  it('lets a teacher neither remove her own profile nor make a new one', async () => {
    expect((await call('DELETE', `/${ownId}`, teacher)).statusCode).toBe(403);
    const created = await call('POST', '', teacher, {
      name: 'New',
      bio: { en: '', id: '' },
      photoUrl: null,
      accountPhoneNumber: null,
      sanad: [],
    });
    expect(created.statusCode).toBe(403);
  });

  it('is still an admin’s to edit', async () => {
    const other = await documentOf(otherId, admin);
    const saved = await call('PUT', `/${otherId}`, admin, { ...inputOf(other), name: 'Ustadzah Lain Baru' });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
