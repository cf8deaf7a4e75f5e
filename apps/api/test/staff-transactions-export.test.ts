import { beforeAll, describe, expect, it } from 'vitest';
import { registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addTeacher, createClass, seedCatalogueBasics } from './helpers/catalogue-factory';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { recordCashPayment } from './helpers/payments';
import { buildTestApp } from './helpers/test-app';

// Transactions downloaded from their list (issue 25, item 6): the list's filters, the learners'
// names, formulas neutralised, CSV with a byte order mark or an Excel workbook.

const app = await buildTestApp();

let admin: StaffMember;
let teacher: StaffMember;
let otherTeacher: StaffMember;
let learner: VerifiedUser;
let [chosenClass, otherClass] = ['', ''];

beforeAll(async () => {
  const basics = await seedCatalogueBasics(app);
  admin = await createStaff(app, 'admin');
  teacher = await createStaff(app, 'teacher', basics.teacherId);
  otherTeacher = await createStaff(app, 'teacher', await addTeacher(app));
  learner = await registerVerifiedUser(app, { fullName: 'Ahmad Fauzan', gender: 'male' });
  chosenClass = (await createClass(app, basics, { price: 150_000, title: '=HYPERLINK("x")' })).id;
  otherClass = (await createClass(app, basics, { price: 90_000, title: 'Another class' })).id;
  for (const id of [chosenClass, otherClass]) {
    await recordCashPayment(app, admin.headers, learner.profiles[0]!.id, id);
  }
});

const download = (who: StaffMember, format: 'csv' | 'xlsx', query = '', language = 'en') =>
  app.inject({
    url: `/api/v1/staff/transactions.${format}${query}`,
    headers: { ...who.headers, 'accept-language': language },
  });

describe('GET /staff/transactions.csv and .xlsx', () => {
  it('writes the filtered rows with the learner’s names, phone and e-mail, formulas neutralised', async () => {
    const response = await download(admin, 'csv', `?itemId=${chosenClass}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = response.body;
    expect(text.startsWith('\uFEFFOrder id,Created,Paid,Learner,Account,Phone,E-mail')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Ahmad Fauzan');
    expect(lines[1]).toContain(learner.account.phoneNumber);
    expect(lines[1]).toContain(learner.account.email);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain(',150000,0,settlement,false');
    expect(text).not.toContain('Another class');
  });

  it('speaks the reader’s language and writes a workbook', async () => {
    const csv = await download(admin, 'csv', '', 'id');
    expect(csv.body.startsWith('\uFEFFID pesanan,Dibuat,Dibayar,Peserta')).toBe(true);
    expect(csv.body.trim().split('\r\n')).toHaveLength(3);
    const xlsx = await download(admin, 'xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('gives a teacher the payments of the classes they teach only, and refuses a bad filter', async () => {
    expect((await download(teacher, 'csv')).body.trim().split('\r\n')).toHaveLength(3);
    expect((await download(otherTeacher, 'csv')).body.trim().split('\r\n')).toHaveLength(1);
    expect((await download(admin, 'csv', '?status=nonsense')).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/v1/staff/transactions.csv' })).statusCode).toBe(401);
  });
});
