import type { StaffTransactionRow } from '@academy/contract/staff-payments';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../src/db/schema/index';
import { newOrderId } from '../src/services/payments/payment-service';
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
  // Paid at 05.07 WIB on 29 November 2026: still 28 November in UTC (issue 38 item 10).
  await app.database.db
    .update(transactions)
    .set({ createdAt: paidAt, paidAt })
    .where(eq(transactions.itemId, chosenClass));
});

const paidAt = new Date('2026-11-29T05:07:00+07:00');

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
    expect(text.startsWith('\uFEFFOrder id,Created (WIB),Paid (WIB),Learner,Account,Phone,E-mail')).toBe(
      true,
    );
    expect(text.split('\r\n')[0]).toMatch(/,Paid after expiry,Method,Receipt$/);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Ahmad Fauzan');
    expect(lines[1]).toContain(learner.account.phoneNumber);
    expect(lines[1]).toContain(learner.account.email);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain(',150000,0,settlement,false,cash,Kwitansi 017');
    // WIB date-times in one format, the academy's day (issue 38 item 10).
    expect(lines[1]).toMatch(/^MAN-\d{8}-[A-Z2-9]{8},2026-11-29 05:07,2026-11-29 05:07,/);
    expect(text).not.toContain('Another class');
  });

  it('speaks the reader’s language and writes a workbook', async () => {
    const csv = await download(admin, 'csv', '', 'id');
    expect(csv.body.startsWith('\uFEFFID pesanan,Dibuat (WIB),Dibayar (WIB),Peserta')).toBe(true);
    expect(csv.body).toContain(',tunai,Kwitansi 017');
    expect(csv.body.trim().split('\r\n')).toHaveLength(3);
    const xlsx = await download(admin, 'xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('writes real date cells in WIB in the workbook, and the method and receipt (issue 38 items 10, 11)', async () => {
    const xlsx = await download(admin, 'xlsx', `?itemId=${chosenClass}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('B1').value).toBe('Created (WIB)');
    for (const address of ['B2', 'C2']) {
      const cell = sheet.getCell(address);
      expect(cell.type).toBe(ExcelJS.ValueType.Date);
      // A spreadsheet's date has no zone: the cell holds the WIB wall clock, 29 Nov 05.07.
      expect(cell.value).toEqual(new Date(Date.UTC(2026, 10, 29, 5, 7)));
      expect(cell.numFmt).toBe('yyyy-mm-dd hh:mm');
    }
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row[header.indexOf('Method')]).toBe('cash');
    expect(row[header.indexOf('Receipt')]).toBe('Kwitansi 017');
  });

  it('lists each payment with its method and receipt', async () => {
    const response = await app.inject({
      url: `/api/v1/staff/transactions?itemId=${chosenClass}`,
      headers: admin.headers,
    });
    const [row] = (response.json() as { data: StaffTransactionRow[] }).data;
    expect(row).toMatchObject({ paymentMethod: 'cash', receipt: 'Kwitansi 017' });
  });

  it('dates an order id by the academy’s day, not UTC’s', () => {
    expect(newOrderId(paidAt)).toMatch(/^AKD-20261129-/);
    expect(newOrderId(new Date('2026-11-29T23:59:00+07:00'), 'MAN')).toMatch(/^MAN-20261129-/);
  });

  it('gives a teacher the payments of the classes they teach only, and refuses a bad filter', async () => {
    expect((await download(teacher, 'csv')).body.trim().split('\r\n')).toHaveLength(3);
    expect((await download(otherTeacher, 'csv')).body.trim().split('\r\n')).toHaveLength(1);
    expect((await download(admin, 'csv', '?status=nonsense')).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/v1/staff/transactions.csv' })).statusCode).toBe(401);
  });
});
