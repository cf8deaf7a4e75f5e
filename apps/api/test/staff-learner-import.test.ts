import type { StaffAuditEntry } from '@academy/contract/staff-audit';
import type { StaffLearnerImportResult } from '@academy/contract/staff-learner-import';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountInvitations, enrolments, profiles, users } from '../src/db/schema/index';
import { registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addTeacher, createClass, seedCatalogueBasics, type Basics } from './helpers/catalogue-factory';
import { multipartForm, multipartType } from './helpers/multipart-form';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

// Learners imported from CSV (decision 0117): previewed with errors by line, then each created or
// found, enrolled, audited and invited on their own.

const app = await buildTestApp();
const { db } = app.database;

let basics: Basics;
let admin: StaffMember;
let teacher: StaffMember;
let otherTeacher: StaffMember;
let known: VerifiedUser;
let other: VerifiedUser;
let classId: string;

/** A phone number no other test uses: 0857 and 8 digits from `n`. */
let serial = Math.floor(Math.random() * 1_000_000);
const phone = () => `0857${String((serial += 1)).padStart(8, '0')}`;
const mail = () => `imported${(serial += 1)}@academy.test`;

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  admin = await createStaff(app, 'admin');
  teacher = await createStaff(app, 'teacher', basics.teacherId);
  otherTeacher = await createStaff(app, 'teacher', await addTeacher(app));
  classId = (await createClass(app, basics, { capacity: 50 })).id;
  known = await registerVerifiedUser(app, { gender: 'male' });
  other = await registerVerifiedUser(app, { gender: 'female' });
});

function importCsv(
  csv: string | Buffer,
  options: { who?: StaffMember; dryRun?: boolean; target?: string; language?: 'en' | 'id' } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/staff/classes/${options.target ?? classId}/learners/import`,
    headers: {
      ...(options.who ?? admin).headers,
      'accept-language': options.language ?? 'en',
      'content-type': multipartType,
    },
    payload: multipartForm(options.dryRun === undefined ? {} : { dryRun: String(options.dryRun) }, {
      field: 'file',
      name: 'learners.csv',
      type: 'text/csv',
      bytes: Buffer.isBuffer(csv) ? csv : Buffer.from(csv),
    }),
  });
}
const resultOf = (response: { json(): unknown }) =>
  (response.json() as { data: StaffLearnerImportResult }).data;

const accountsWith = (phones: string[]) => db.select().from(users).where(inArray(users.phoneNumber, phones));

const invitationLink = async (to: string) => {
  const [message] = await app.services.outbox!.list(to);
  return /\/invitation\/([\w-]+)/.exec(message?.body ?? '')?.[1];
};

describe('POST /staff/classes/{id}/learners/import', () => {
  it('previews rows and errors by line and field, and saves nothing', async () => {
    const a = phone();
    const csv = [
      'name,phone,email,gender',
      `Ahmad Fauzi,${a},${mail()},L`,
      `Siti,12ab,${mail()},P`,
      `Budi,${phone()},not-an-email,male`,
      `Dewi,${phone()},${mail()},unknown`,
      `Ahmad Lagi,${a.replace(/^0/, '+62 ')},${mail()},ikhwan`,
      `Known,${known.account.phoneNumber},${other.account.email},L`,
      `Other,${other.account.phoneNumber},${mail()},akhwat`,
    ].join('\n');
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(200);
    const { rows, errors, results } = resultOf(response);
    expect(errors.map((error) => [error.line, error.field])).toEqual([
      [3, 'phoneNumber'],
      [4, 'email'],
      [5, 'gender'],
      [6, 'phoneNumber'],
      [7, 'email'],
    ]);
    expect(errors[0]!.message).toBe(
      'Phone number may contain digits only (spaces, dashes and a leading + are fine)',
    );
    expect(errors[3]!.message).toBe('This phone number is already on an earlier line of the file');
    expect(errors[4]!.message).toBe('The phone number and the e-mail belong to two different accounts');
    expect(rows.map((row) => [row.line, row.outcome])).toEqual([
      [2, 'new'],
      [8, 'existing'],
    ]);
    expect(results).toEqual([]);
    expect(await accountsWith([a])).toEqual([]);
  });

  it('reads Indonesian headings, `;`, a byte order mark, and keeps Arabic and Indonesian names', async () => {
    const [a, b] = [phone(), phone()];
    const csv = `\uFEFFNama;Telepon/WhatsApp;Email;Jenis Kelamin\r\nعبد الله;${a};${mail()};laki-laki\r\nNur'aini Şükriye;+62 ${b.slice(1)};${mail()};Perempuan\r\n`;
    const response = await importCsv(csv, { dryRun: true, language: 'id' });
    const { rows, errors } = resultOf(response);
    expect(errors).toEqual([]);
    expect(rows).toMatchObject([
      { line: 2, name: 'عبد الله', phoneNumber: a, gender: 'male', outcome: 'new' },
      { line: 3, name: "Nur'aini Şükriye", phoneNumber: b, gender: 'female', outcome: 'new' },
    ]);
    expect(await accountsWith([a, b])).toEqual([]);
  });

  it('answers a wrong heading on its line, in the request’s language', async () => {
    const { errors } = resultOf(await importCsv('kind,prompt\nx,y', { language: 'id' }));
    expect(errors).toEqual([{ line: 1, field: 'file', message: expect.stringContaining('Baris pertama') }]);
  });

  it('creates accounts and enrolments, one audit row each, and invites the new learners', async () => {
    const [a, b] = [phone(), phone()];
    const emailA = mail();
    const csv = [
      'name,phone,email,gender',
      `عائشة,${a},${emailA},P`,
      `Umar,${b},${mail()},L`,
      `Known,${known.account.phoneNumber},${known.account.email},L`,
    ].join('\n');
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(201);
    const { results } = resultOf(response);
    expect(results.map((result) => [result.line, result.ok, result.told])).toEqual([
      [2, true, true],
      [3, true, true],
      [4, true, true],
    ]);
    const created = await accountsWith([a, b]);
    expect(created).toHaveLength(2);
    expect(created.every((row) => row.verifiedAt !== null)).toBe(true);
    const [aisha] = await db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, created.find((u) => u.phoneNumber === a)!.id));
    expect(aisha).toMatchObject({ name: 'عائشة', gender: 'female', isMain: true, pinHash: null });
    const enrolled = await db.select().from(enrolments).where(eq(enrolments.classId, classId));
    expect(enrolled.map((row) => row.profileId)).toEqual(
      expect.arrayContaining([aisha!.id, known.profiles[0]!.id]),
    );
    const audit = await app.inject({
      url: '/api/v1/staff/audit-log?resource=enrolments&action=create&size=100',
      headers: admin.headers,
    });
    const rows = (audit.json() as { data: StaffAuditEntry[] }).data.filter((row) =>
      row.resourceId.endsWith(`:${classId}`),
    );
    expect(rows).toHaveLength(3);
    // Invited by WhatsApp and e-mail; an existing account is not invited, only notified.
    expect(await invitationLink(a)).toBeTruthy();
    expect(await invitationLink(emailA)).toBeTruthy();
    expect(await invitationLink(known.account.email)).toBeUndefined();

    // Imported again: enrolled already, nothing done.
    const again = resultOf(await importCsv(csv, { dryRun: true }));
    expect(again.rows.map((row) => row.outcome)).toEqual([
      'enrolled-already',
      'enrolled-already',
      'enrolled-already',
    ]);
  });

  it('leaves the others done when one learner is refused (the class’s gender)', async () => {
    const womenOnly = (await createClass(app, basics, { gender: 'female' })).id;
    const a = phone();
    const csv = `name,phone,email,gender\nMaryam,${a},${mail()},P\nKnown,${known.account.phoneNumber},${known.account.email},L\n`;
    const { results } = resultOf(await importCsv(csv, { target: womenOnly }));
    expect(results.map((result) => result.ok)).toEqual([true, false]);
    expect(results[1]!.reason).toBeTruthy();
    expect(await accountsWith([a])).toHaveLength(1);
  });

  it('sets the password once with the invitation link, then signs in; reuse and expiry are refused', async () => {
    const [a, b] = [phone(), phone()];
    await importCsv(`name,phone,email,gender\nHasan,${a},${mail()},L\nHusain,${b},${mail()},L\n`);
    const token = (await invitationLink(a))!;
    const check = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/invitation/check',
      payload: { token },
    });
    expect(check.json()).toMatchObject({ data: { fullName: 'Hasan', phoneNumber: a } });

    const noSignIn = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { phoneNumber: a, password: 'no-password:invited' },
    });
    expect(noSignIn.statusCode).toBe(401);

    const mismatch = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/invitation/accept',
      headers: { 'accept-language': 'en' },
      payload: { token, password: 'bismillah1', confirmPassword: 'other' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errorList).toEqual([{ field: 'confirmPassword', message: 'Password not match' }]);

    const accept = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/invitation/accept',
        headers: { 'accept-language': 'en' },
        payload: { token, password, confirmPassword: password },
      });
    expect((await accept('bismillah1')).statusCode).toBe(200);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { phoneNumber: a, password: 'bismillah1' },
    });
    expect(signIn.statusCode).toBe(200);

    const reused = await accept('another-one');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(
      'This invitation has already been used. Sign in with your password, or use Forgot password.',
    );

    const expiring = (await invitationLink(b))!;
    const [husain] = await accountsWith([b]);
    await db
      .update(accountInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountInvitations.userId, husain!.id));
    const expired = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/invitation/accept',
      headers: { 'accept-language': 'en' },
      payload: { token: expiring, password: 'bismillah1', confirmPassword: 'bismillah1' },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errorList).toEqual([
      { field: 'token', message: expect.stringContaining('expired') },
    ]);
  });

  it('lets a teacher import into the classes they teach only (403 otherwise)', async () => {
    const csv = `name,phone,email,gender\nZaid,${phone()},${mail()},L\n`;
    expect((await importCsv(csv, { who: teacher, dryRun: true })).statusCode).toBe(200);
    expect((await importCsv(csv, { who: otherTeacher, dryRun: true })).statusCode).toBe(403);
    expect((await importCsv(csv, { who: otherTeacher })).statusCode).toBe(403);
  });
});
