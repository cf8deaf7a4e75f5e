import type { Certificate, CertificateVerification } from '@academy/contract/certificates';
import type { StaffAuditEntry } from '@academy/contract/staff-audit';
import type {
  StaffCertificate,
  StaffCertificateProfile,
  StaffCertificateRow,
} from '@academy/contract/staff-certificates';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolments, profiles } from '../src/db/schema/index';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import {
  addKitab,
  addTeacher,
  createClass,
  seedCatalogueBasics,
  type Basics,
} from './helpers/catalogue-factory';
import { completeCourses, enrol } from './helpers/certificate-factory';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

// Certificates in the staff console: list and filters, detail and history, issue by hand,
// revoke, reissue after a name correction, and who may do what. A teacher lists, opens and
// issues only in the classes they teach and never revokes or reissues; a learner gets 403 and
// no token 401.

const app = await buildTestApp({ EXAM_SWEEP_SECONDS: '0' });
const base = '/api/v1/staff/certificates';

let admin: StaffMember;
let teacher: StaffMember;
let learner: VerifiedUser;
let otherLearner: VerifiedUser;
let profileId: string;
let otherProfileId: string;
let ownClassId: string;
let ownKitabId: string;
let othersClassId: string;

let basics: Basics;

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  const otherTeacherId = await addTeacher(app);
  admin = await createStaff(app, 'admin');
  teacher = await createStaff(app, 'teacher', basics.teacherId);
  learner = await registerVerifiedUser(app, { fullName: 'Fatimah Azzahra' });
  otherLearner = await registerVerifiedUser(app, { fullName: 'Khalid Walid' });
  profileId = learner.profiles[0]!.id;
  otherProfileId = otherLearner.profiles[0]!.id;
  const own = await createClass(app, basics, { state: 'in_progress', title: 'Tajwid Basics' });
  const others = await createClass(app, basics, {
    state: 'in_progress',
    title: 'Fiqh Basics',
    teacherId: otherTeacherId,
  });
  ownClassId = own.id;
  othersClassId = others.id;
  ownKitabId = (await addKitab(app, own.id, { meetings: 1, perMeeting: 1 })).kitabId;
  await addKitab(app, others.id, { meetings: 1, perMeeting: 1 });
  await app.database.db.insert(enrolments).values([
    { classId: own.id, profileId, status: 'active' },
    { classId: others.id, profileId: otherProfileId, status: 'active' },
  ]);
});

function call(method: 'GET' | 'POST', url: string, who: StaffMember, payload?: object) {
  return app.inject({ method, url: `${base}${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
}
const data = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;
const issue = (who: StaffMember, body: object) => call('POST', '', who, body);
const verify = async (code: string) =>
  data<CertificateVerification>(await app.inject({ url: `/api/v1/certificates/verify/${code}` }));

describe('staff certificates', () => {
  let issued: StaffCertificate;
  let othersCertificate: StaffCertificate;

  it('issues by hand with a reason, numbered like every certificate, and audits it', async () => {
    const response = await issue(admin, {
      profileId,
      itemType: 'class',
      itemId: ownClassId,
      reason: 'Completed the class offline in the mosque',
    });
    expect(response.statusCode).toBe(201);
    issued = data<StaffCertificate>(response);
    expect(issued.number).toMatch(/^AIS\/\d{4}\/\d{6}$/);
    expect(issued).toMatchObject({
      status: 'valid',
      learnerName: 'Fatimah Azzahra',
      profile: { id: profileId, name: 'Fatimah Azzahra' },
      item: { type: 'class', id: ownClassId },
      replacedBy: null,
      reissuedFrom: null,
    });
    expect(issued.history).toEqual([
      expect.objectContaining({
        kind: 'issued',
        actorName: 'Admin Akademi',
        reason: 'Completed the class offline in the mosque',
      }),
    ]);
    const audit = await app.inject({
      url: `/api/v1/staff/audit-log?resource=certificates&resourceId=${issued.id}`,
      headers: admin.headers,
    });
    expect(data<StaffAuditEntry[]>(audit)).toEqual([
      expect.objectContaining({
        action: 'issue',
        after: expect.objectContaining({ reason: 'Completed the class offline in the mosque' }),
      }),
    ]);
    const other = await issue(admin, {
      profileId: otherProfileId,
      itemType: 'class',
      itemId: othersClassId,
      reason: 'Passed the oral test',
    });
    othersCertificate = data<StaffCertificate>(other);
  });

  it('refuses a second certificate for the same profile and item, and unknown profiles or items', async () => {
    const twice = await issue(admin, { profileId, itemType: 'class', itemId: ownClassId, reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: expect.stringContaining('already holds a certificate') });

    const unknownItem = await issue(admin, {
      profileId,
      itemType: 'kitab',
      itemId: ownClassId,
      reason: 'Wrong kind',
    });
    expect(unknownItem.statusCode).toBe(400);
    expect(unknownItem.json()).toMatchObject({
      errorList: [{ field: 'itemId', message: 'No class or kitab with this id' }],
    });
    const unknownProfile = await issue(admin, {
      profileId: ownClassId,
      itemType: 'class',
      itemId: ownClassId,
      reason: 'Nobody',
    });
    expect(unknownProfile.json()).toMatchObject({ errorList: [{ field: 'profileId' }] });
    const noReason = await issue(admin, { profileId, itemType: 'class', itemId: ownClassId, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ errorList: [{ field: 'reason' }] });
  });

  it('gives one certificate to a burst of issuers', async () => {
    const burst = await Promise.all(
      Array.from({ length: 5 }, () =>
        issue(admin, { profileId, itemType: 'kitab', itemId: ownKitabId, reason: 'Burst' }),
      ),
    );
    expect(burst.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('lists with filters and search by number, code or name', async () => {
    const all = await call('GET', '?size=10', admin);
    expect(all.statusCode).toBe(200);
    expect(data<StaffCertificateRow[]>(all)).toHaveLength(3);
    const search = async (query: string) =>
      data<StaffCertificateRow[]>(await call('GET', `?${query}`, admin)).map((row) => row.id);
    expect(await search('search=khalid')).toEqual([othersCertificate.id]);
    expect(await search(`search=${encodeURIComponent(issued.number)}`)).toEqual([issued.id]);
    expect(await search(`search=${issued.code}`)).toEqual([issued.id]);
    expect(await search('itemType=kitab')).toHaveLength(1);
    expect(await search('status=revoked')).toEqual([]);
    const paged = await call('GET', '?size=2&page=2', admin);
    expect(paged.json()).toMatchObject({ meta: { number: 2, totalElements: 3, totalPages: 2 } });
    expect((await call('GET', '?status=lost', admin)).statusCode).toBe(400);
  });

  it('lets a teacher see and issue only in the classes they teach', async () => {
    const listed = data<StaffCertificateRow[]>(await call('GET', '', teacher));
    expect(listed.map((row) => row.id)).not.toContain(othersCertificate.id);
    expect(listed.map((row) => row.id)).toContain(issued.id);
    expect((await call('GET', `/${issued.id}`, teacher)).statusCode).toBe(200);
    expect((await call('GET', `/${othersCertificate.id}`, teacher)).statusCode).toBe(403);
    const elsewhere = await issue(teacher, {
      profileId: otherProfileId,
      itemType: 'class',
      itemId: othersClassId,
      reason: 'Not my class',
    });
    expect(elsewhere.statusCode).toBe(403);
    // Profiles: a teacher finds the learners of their classes only.
    expect((await call('GET', '/profiles?search=a', admin)).statusCode).toBe(400);
    const byAdmin = data<StaffCertificateProfile[]>(await call('GET', '/profiles?search=khal', admin));
    expect(byAdmin).toEqual([{ id: otherProfileId, name: 'Khalid Walid', accountName: 'Khalid Walid' }]);
    expect(data<StaffCertificateProfile[]>(await call('GET', '/profiles?search=khal', teacher))).toEqual([]);
    expect(
      data<StaffCertificateProfile[]>(await call('GET', '/profiles?search=fatim', teacher)).map((p) => p.id),
    ).toEqual([profileId]);
    // In their own class, to a learner enrolled there, a teacher issues by hand.
    await app.database.db
      .insert(enrolments)
      .values({ classId: ownClassId, profileId: otherProfileId, status: 'active' });
    const own = await issue(teacher, {
      profileId: otherProfileId,
      itemType: 'class',
      itemId: ownClassId,
      reason: 'Recited the whole kitab to me in person',
    });
    expect(own.statusCode).toBe(201);
    expect(data<StaffCertificate>(own).history[0]).toMatchObject({ actorName: 'Guru Akademi' });
  });

  it('lets only admins revoke and reissue', async () => {
    const revoke = await call('POST', `/${issued.id}/revoke`, teacher, { reason: 'No' });
    expect(revoke.statusCode).toBe(403);
    const reissue = await call('POST', `/${issued.id}/reissue`, teacher, { reason: 'No' });
    expect(reissue.statusCode).toBe(403);
  });

  it('answers 403 to a learner and 401 without a token', async () => {
    const asLearner = await app.inject({ url: base, headers: bearer(learner.token) });
    expect(asLearner.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: `${base}/${issued.id}/revoke` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('revokes with a reason; the verification page and the learner’s list say so; twice is 409', async () => {
    const response = await call('POST', `/${othersCertificate.id}/revoke`, admin, {
      reason: 'Issued to the wrong learner',
    });
    expect(response.statusCode).toBe(200);
    const revoked = data<StaffCertificate>(response);
    expect(revoked).toMatchObject({ status: 'revoked', revokedReason: 'Issued to the wrong learner' });
    expect(revoked.history.map((event) => event.kind)).toEqual(['issued', 'revoked']);
    expect(revoked.history[1]).toMatchObject({
      actorName: 'Admin Akademi',
      reason: 'Issued to the wrong learner',
    });

    const verification = await verify(othersCertificate.code);
    expect(verification).toMatchObject({ status: 'revoked', replacedBy: null });
    expect(verification.revokedAt).toBe(revoked.revokedAt);
    // The reason is not public (decision 0061).
    expect(JSON.stringify(verification)).not.toContain('wrong learner');

    const list = await app.inject({
      url: `/api/v1/profile/${otherProfileId}/certificates`,
      headers: bearer(otherLearner.token),
    });
    expect(data<Certificate[]>(list)).toContainEqual(
      expect.objectContaining({ id: othersCertificate.id, status: 'revoked' }),
    );

    const twice = await call('POST', `/${othersCertificate.id}/revoke`, admin, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: 'This certificate has already been revoked' });
    // The refused second revoke wrote nothing: one audit row per change, in its transaction.
    const audited = await app.inject({
      url: `/api/v1/staff/audit-log?resource=certificates&resourceId=${othersCertificate.id}`,
      headers: admin.headers,
    });
    expect(data<StaffAuditEntry[]>(audited).map((entry) => entry.action)).toEqual(['revoke', 'issue']);
    expect(data<StaffAuditEntry[]>(audited)[0]!.after).toMatchObject({
      status: 'revoked',
      reason: 'Issued to the wrong learner',
    });

    // A revoked certificate is still held: issuing again by hand is refused (reissue instead).
    const again = await issue(admin, {
      profileId: otherProfileId,
      itemType: 'class',
      itemId: othersClassId,
      reason: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect((await call('GET', `?status=revoked`, admin)).json()).toMatchObject({
      meta: { totalElements: 1 },
    });
    expect((await call('POST', `/${crypto.randomUUID()}/revoke`, admin, { reason: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('reissues after a name correction: a new number and code, the old one points to it', async () => {
    const response = await call('POST', `/${issued.id}/reissue`, admin, {
      reason: 'Name misspelt',
      fullName: 'Fatimah Az-Zahra',
    });
    expect(response.statusCode).toBe(201);
    const renewed = data<StaffCertificate>(response);
    expect(renewed.id).not.toBe(issued.id);
    expect(renewed.number).not.toBe(issued.number);
    expect(renewed.code).not.toBe(issued.code);
    expect(renewed).toMatchObject({
      status: 'valid',
      learnerName: 'Fatimah Az-Zahra',
      reissuedFrom: { id: issued.id, number: issued.number },
      history: [expect.objectContaining({ kind: 'reissued', reason: 'Name misspelt' })],
    });
    const [profile] = await app.database.db.select().from(profiles).where(eq(profiles.id, profileId));
    expect(profile!.name).toBe('Fatimah Az-Zahra');

    const old = data<StaffCertificate>(await call('GET', `/${issued.id}`, admin));
    expect(old).toMatchObject({ status: 'revoked', replacedBy: { id: renewed.id, number: renewed.number } });
    expect(old.history.map((event) => event.kind)).toEqual(['issued', 'replaced']);
    const page = await verify(issued.code);
    expect(page).toMatchObject({
      status: 'revoked',
      learnerName: 'Fatimah Azzahra',
      replacedBy: { number: renewed.number, verifyUrl: renewed.verifyUrl },
    });
    expect((await verify(renewed.code)).status).toBe('valid');

    const twice = await call('POST', `/${issued.id}/reissue`, admin, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: expect.stringContaining('already been replaced') });
    const badName = await call('POST', `/${renewed.id}/reissue`, admin, { reason: 'x', fullName: '123' });
    expect(badName.statusCode).toBe(400);

    // A revoked certificate (not replaced) can be reissued: the way back from a mistaken revocation.
    const back = await call('POST', `/${othersCertificate.id}/reissue`, admin, {
      reason: 'Revoked by mistake',
    });
    expect(back.statusCode).toBe(201);
    expect(data<StaffCertificate>(back)).toMatchObject({ status: 'valid', learnerName: 'Khalid Walid' });

    const audit = await app.inject({
      url: '/api/v1/staff/audit-log?resource=certificates',
      headers: admin.headers,
    });
    expect(data<StaffAuditEntry[]>(audit).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['issue', 'revoke', 'reissue']),
    );
  });

  it('serves the PDF to staff, with the revoked mark after revocation', async () => {
    const pdf = await call('GET', `/${issued.id}/pdf?variant=latin`, admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', `/${othersCertificate.id}/pdf?variant=arabic`, teacher)).statusCode).toBe(403);
  });
});

describe('the OpenAPI document', () => {
  it('shows where the learner stands before issuing, and audits an issue below completion', async () => {
    const klass = await createClass(app, basics, { state: 'in_progress', title: 'Nahwu Basics' });
    const { courseIds } = await addKitab(app, klass.id, { meetings: 1, perMeeting: 2 });
    await enrol(app, profileId, klass.id);
    const item = `profileId=${profileId}&itemType=class&itemId=${klass.id}`;
    const standing = async (who: StaffMember) => call('GET', `/standing?${item}`, who);
    expect(data(await standing(admin))).toEqual({ completed: 0, total: 2, percent: 0, complete: false });
    await completeCourses(app, learner.token, profileId, courseIds.slice(0, 1));
    expect(data(await standing(teacher))).toEqual({ completed: 1, total: 2, percent: 50, complete: false });
    // A teacher asks only about the classes they teach; a malformed question is 400.
    const notTaught = await call(
      'GET',
      `/standing?profileId=${otherProfileId}&itemType=class&itemId=${othersClassId}`,
      teacher,
    );
    expect(notTaught.statusCode).toBe(403);
    expect((await call('GET', `/standing?profileId=${profileId}&itemType=exam`, admin)).statusCode).toBe(400);

    const response = await issue(admin, {
      profileId,
      itemType: 'class',
      itemId: klass.id,
      reason: 'Oral test',
    });
    expect(response.statusCode).toBe(201);
    const audit = await app.inject({
      url: `/api/v1/staff/audit-log?resource=certificates&resourceId=${data<StaffCertificate>(response).id}`,
      headers: admin.headers,
    });
    expect(data<StaffAuditEntry[]>(audit)[0]!.after).toMatchObject({
      belowCompletion: true,
      progressPercent: 50,
    });
  });

  it('describes every staff certificate call', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    const paths = (response.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths['/api/v1/staff/certificates']!).sort()).toEqual(['get', 'post']);
    for (const path of [
      '/api/v1/staff/certificates/profiles',
      '/api/v1/staff/certificates/standing',
      '/api/v1/staff/certificates/{certificateId}',
      '/api/v1/staff/certificates/{certificateId}/pdf',
      '/api/v1/staff/certificates/{certificateId}/revoke',
      '/api/v1/staff/certificates/{certificateId}/reissue',
    ]) {
      expect(paths).toHaveProperty([path]);
    }
  });
});
