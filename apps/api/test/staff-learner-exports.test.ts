import { messages } from '@academy/contract/messages';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolments, users } from '../src/db/schema/index';
import { academyDay } from '../src/services/learning/active-hours-service';
import { registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addTeacher, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { recordCashPayment } from './helpers/payments';
import { buildTestApp } from './helpers/test-app';

// Learners and enrolments downloaded from the console's learners list (issue 25, item 6): the
// list's search and filters, names and contact details, formulas neutralised, CSV with a byte
// order mark or an Excel workbook; a teacher downloads what the list shows them.

const app = await buildTestApp();
const { db } = app.database;
const day = 86_400_000;

let admin: StaffMember;
let teacher: StaffMember;
let otherTeacher: StaffMember;
let ahmad: VerifiedUser;
let siti: VerifiedUser;
let [taughtClass, otherClass] = ['', ''];
const formula = '=HYPERLINK("http://x","Ahmad")';
const neutralised = `"'=HYPERLINK(""http://x"",""Ahmad"")"`;

async function enrolByHand(learner: VerifiedUser, classId: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/staff/learners/${learner.user.id}/profiles/${learner.profiles[0]!.id}/enrolments`,
    headers: admin.headers,
    payload: { classId, reason: 'Registered at the office' },
  });
  expect(response.statusCode, response.body).toBe(201);
}

beforeAll(async () => {
  const basics = await seedCatalogueBasics(app);
  admin = await createStaff(app, 'admin');
  teacher = await createStaff(app, 'teacher', basics.teacherId);
  const otherTeacherId = await addTeacher(app);
  otherTeacher = await createStaff(app, 'teacher', otherTeacherId);
  ahmad = await registerVerifiedUser(app, { fullName: 'Ahmad Fauzan', gender: 'male' });
  // An account name a spreadsheet would run as a formula.
  await db.update(users).set({ fullName: formula }).where(eq(users.id, ahmad.user.id));
  siti = await registerVerifiedUser(app, { fullName: 'Siti Aisyah', gender: 'female' });
  taughtClass = (await createClass(app, basics, { price: 150_000, title: 'Nahwu for beginners' })).id;
  otherClass = (await createClass(app, basics, { title: 'Tajwid', teacherId: otherTeacherId })).id;
  await recordCashPayment(app, admin.headers, ahmad.profiles[0]!.id, taughtClass);
  await enrolByHand(ahmad, otherClass);
  await enrolByHand(siti, otherClass);
  // Siti enrolled ten days ago.
  await db
    .update(enrolments)
    .set({ enrolledAt: new Date(Date.now() - 10 * day) })
    .where(and(eq(enrolments.profileId, siti.profiles[0]!.id), eq(enrolments.classId, otherClass)));
});

const download = (
  who: StaffMember,
  list: 'learners' | 'enrolments',
  format: 'csv' | 'xlsx',
  query = '',
  language = 'en',
) =>
  app.inject({
    url: `/api/v1/staff/${list}.${format}${query}`,
    headers: { ...who.headers, 'accept-language': language },
  });

/** The CSV's lines, header first (`trimEnd`: `trim` would take the byte order mark away too). */
const linesOf = (body: string) => body.trimEnd().split('\r\n');

async function sheetOf(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('GET /staff/learners.csv and .xlsx', () => {
  it('writes every account the search finds with contact details, formulas neutralised', async () => {
    const response = await download(admin, 'learners', 'csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="learners-${academyDay(new Date())}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const lines = linesOf(response.body);
    expect(lines[0]).toBe('\uFEFFName,Phone,E-mail,Gender,Profiles,Verified,Registered (WIB)');
    expect(lines).toHaveLength(3);
    // Newest first: Siti registered after Ahmad.
    expect(lines[1]).toMatch(
      new RegExp(`^Siti Aisyah,${siti.account.phoneNumber},${siti.account.email},female,Siti Aisyah,true,`),
    );
    expect(lines[2]).toContain(`${neutralised},${ahmad.account.phoneNumber},${ahmad.account.email},male,`);

    const searched = linesOf((await download(admin, 'learners', 'csv', '?search=siti')).body);
    expect(searched).toHaveLength(2);
    expect(searched[1]).toContain('Siti Aisyah');
  });

  it('gives a teacher the accounts the list shows them, in a workbook in Indonesian', async () => {
    const taught = linesOf((await download(teacher, 'learners', 'csv')).body);
    expect(taught).toHaveLength(2);
    expect(taught[1]).toContain(neutralised);
    expect(linesOf((await download(otherTeacher, 'learners', 'csv')).body)).toHaveLength(3);

    const response = await download(teacher, 'learners', 'xlsx', '', 'id');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.name).toBe('Peserta');
    expect(sheet.getCell('A1').value).toBe('Nama');
    expect(sheet.getCell('D1').value).toBe('Jenis kelamin');
    expect(sheet.getCell('A2').value).toBe(formula);
    expect(sheet.getCell('D2').value).toBe('laki-laki');
    expect(sheet.getCell('A3').value).toBeNull();
  });

  it('refuses a search too long and a caller not signed in', async () => {
    expect((await download(admin, 'learners', 'csv', `?search=${'a'.repeat(101)}`)).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/v1/staff/learners.csv' })).statusCode).toBe(401);
  });
});

describe('GET /staff/enrolments.csv and .xlsx', () => {
  it('writes enrolments across classes with names, contact details and the payment', async () => {
    const response = await download(admin, 'enrolments', 'csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="enrolments-${academyDay(new Date())}.csv"`,
    );
    const lines = linesOf(response.body);
    expect(lines[0]).toBe(
      '\uFEFFLearner,Account,Phone,E-mail,Class,Status,Enrolled (WIB),Payment method,Amount (Rp)',
    );
    expect(lines).toHaveLength(4);
    const paid = lines.find((line) => line.includes('Nahwu for beginners'));
    expect(paid).toContain(
      `Ahmad Fauzan,${neutralised},${ahmad.account.phoneNumber},${ahmad.account.email},`,
    );
    expect(paid).toMatch(/,Nahwu for beginners,active,\d{4}-\d{2}-\d{2} \d{2}:\d{2},cash,150000$/);
    // Newest first; Siti's, ten days old, last, and granted by hand (no payment).
    expect(lines[3]).toMatch(/^Siti Aisyah,Siti Aisyah,.*,Tajwid,active,[^,]+,,$/);
  });

  it('honours the class, status, days and search filters', async () => {
    const rows = async (query: string) =>
      linesOf((await download(admin, 'enrolments', 'csv', query)).body).slice(1);
    expect(await rows(`?classId=${taughtClass}`)).toEqual([expect.stringContaining('Nahwu for beginners')]);
    expect(await rows(`?classId=${otherClass}`)).toHaveLength(2);
    expect(await rows('?status=suspended')).toHaveLength(0);
    expect(await rows('?status=active')).toHaveLength(3);
    const today = academyDay(new Date());
    const tenDaysAgo = academyDay(new Date(Date.now() - 10 * day));
    expect(await rows(`?from=${today}&to=${today}`)).toHaveLength(2);
    expect(await rows(`?from=${tenDaysAgo}&to=${tenDaysAgo}`)).toEqual([
      expect.stringContaining('Siti Aisyah'),
    ]);
    expect(await rows(`?search=siti&classId=${otherClass}`)).toHaveLength(1);
  });

  it('gives a teacher the enrolments of the classes they teach only', async () => {
    const taught = linesOf((await download(teacher, 'enrolments', 'csv')).body);
    expect(taught).toHaveLength(2);
    expect(taught[1]).toContain('Nahwu for beginners');
    // Another teacher's class is filtered away, as the list does, not revealed.
    expect(
      linesOf((await download(teacher, 'enrolments', 'csv', `?classId=${otherClass}`)).body),
    ).toHaveLength(1);
    expect(linesOf((await download(otherTeacher, 'enrolments', 'csv')).body)).toHaveLength(3);
  });

  it('writes a workbook in the reader’s language and refuses bad filters', async () => {
    const response = await download(admin, 'enrolments', 'xlsx', `?classId=${taughtClass}`, 'id');
    expect(response.statusCode).toBe(200);
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.name).toBe('Pendaftaran');
    expect(sheet.getCell('A1').value).toBe('Peserta');
    expect(sheet.getCell('B2').value).toBe(formula);
    expect(sheet.getCell('F2').value).toBe('aktif');
    expect(sheet.getCell('I2').value).toBe(150_000);
    // The enrolment's moment is a real date cell holding its WIB wall clock (issue 38 item 10).
    expect(sheet.getCell('G2').type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getCell('G2').numFmt).toBe('yyyy-mm-dd hh:mm');

    const bad = await download(admin, 'enrolments', 'csv', '?from=2026-05-02&to=2026-05-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorList: [{ field: 'to', message: messages.dateOrder.en }] });
    expect((await download(admin, 'enrolments', 'csv', '?status=nonsense')).statusCode).toBe(400);
    expect((await download(admin, 'enrolments', 'csv', '?classId=nope')).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/v1/staff/enrolments.xlsx' })).statusCode).toBe(401);
  });
});
