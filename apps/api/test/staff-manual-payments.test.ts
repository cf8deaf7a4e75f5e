import type { StaffReports } from '@academy/contract/staff-reports';
import type { StaffTransactionDetail } from '@academy/contract/staff-payments';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolments, profilePurchases } from '../src/db/schema/index';
import { academyDay } from '../src/services/learning/active-hours-service';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addKitab, createClass, seedCatalogueBasics, type Basics } from './helpers/catalogue-factory';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

// Cash and transfer payments staff record (api-contract "Staff console, part 3"): a settlement
// with that method that grants the item, counts in revenue and is refunded by hand.

const app = await buildTestApp();
const { db } = app.database;

let basics: Basics;
let admin: StaffMember;
let teacher: StaffMember;
let learner: VerifiedUser;
let profileId: string;

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  admin = await createStaff(app, 'admin');
  teacher = await createStaff(app, 'teacher', basics.teacherId);
  learner = await registerVerifiedUser(app, { gender: 'male' });
  profileId = learner.profiles[0]!.id;
});

const record = (who: StaffMember, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/v1/staff/payments', headers: who.headers, payload });

const cash = (item: { type: string; id: string }, extra: Record<string, unknown> = {}) => ({
  profileId,
  item,
  method: 'cash',
  amount: 150_000,
  reference: 'Kwitansi 017',
  reason: 'Paid in cash at the office',
  ...extra,
});

async function revenue(): Promise<StaffReports['revenueItems']> {
  // Reports read their days in the academy's zone (WIB), a day ahead of UTC from 17:00 UTC.
  const today = academyDay(new Date());
  const response = await app.inject({
    url: `/api/v1/staff/reports?from=${today}&to=${today}`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: StaffReports }).data.revenueItems;
}

describe('POST /staff/payments', () => {
  it('records cash for a class: a settlement that enrols, counts in revenue, audited with who received it', async () => {
    const klass = await createClass(app, basics, { price: 150_000, title: 'Cash class' });
    const response = await record(admin, cash({ type: 'class', id: klass.id }));
    expect(response.statusCode, response.body).toBe(201);
    const detail = (response.json() as { data: StaffTransactionDetail }).data;
    expect(detail).toMatchObject({
      status: 'settlement',
      paymentMethod: 'cash',
      gateway: 'manual',
      gatewayTransactionId: 'Kwitansi 017',
      receivedBy: 'Admin Akademi',
      totalPrice: 150_000,
      fee: 0,
      refundable: 150_000,
      item: { type: 'class', id: klass.id },
    });
    expect(detail.orderId).toMatch(/^MAN-\d{8}-[A-Z2-9]{8}$/);
    const [enrolment] = await db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.profileId, profileId), eq(enrolments.classId, klass.id)));
    expect(enrolment?.status).toBe('active');
    const row = (await revenue())!.find((item) => item.itemId === klass.id);
    expect(row).toMatchObject({ payments: 1, gross: 150_000, refunded: 0, net: 150_000 });
    const audit = await app.inject({
      url: `/api/v1/staff/audit-log?resource=transactions&resourceId=${detail.id}`,
      headers: admin.headers,
    });
    expect((audit.json() as { data: unknown[] }).data).toEqual([
      expect.objectContaining({
        action: 'create',
        after: expect.objectContaining({
          method: 'cash',
          amount: 150_000,
          reference: 'Kwitansi 017',
          receivedBy: 'Admin Akademi',
          reason: 'Paid in cash at the office',
        }),
      }),
    ]);
    // The learner sees it among their transactions, paid in cash.
    const mine = await app.inject({
      url: `/api/v1/profile/${profileId}/transactions`,
      headers: bearer(learner.token),
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json() as { data: unknown[] }).data).toContainEqual(
      expect.objectContaining({ id: detail.id, paymentMethod: 'cash', status: 'settlement', paid: true }),
    );

    // Twice for the same class: already enrolled, nothing written.
    const again = await record(admin, cash({ type: 'class', id: klass.id }));
    expect(again.statusCode).toBe(409);
    expect((await revenue())!.find((item) => item.itemId === klass.id)?.payments).toBe(1);

    // Refunded by hand: no gateway is asked, the class is taken back, revenue nets to zero.
    const refund = await app.inject({
      method: 'POST',
      url: `/api/v1/staff/transactions/${detail.id}/refund`,
      headers: admin.headers,
      payload: { reason: 'Money handed back' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json()).toMatchObject({ data: { status: 'refund', refundable: 0 } });
    const left = await db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.profileId, profileId), eq(enrolments.classId, klass.id)));
    expect(left).toEqual([]);
    expect((await revenue())!.find((item) => item.itemId === klass.id)).toMatchObject({
      gross: 150_000,
      refunded: 150_000,
      net: 0,
    });
    // "Check with the gateway" has nothing to ask for a payment staff recorded.
    const check = await app.inject({
      method: 'POST',
      url: `/api/v1/staff/transactions/${detail.id}/reconcile`,
      headers: admin.headers,
    });
    expect(check.statusCode, check.body).toBe(200);
  });

  it('records a transfer for a kitab: the profile reads it; a second one is refused', async () => {
    const klass = await createClass(app, basics, { price: 0 });
    const { kitabId } = await addKitab(app, klass.id, { price: 40_000 });
    const response = await record(
      admin,
      cash({ type: 'kitab', id: kitabId }, { method: 'transfer', amount: 40_000, reference: 'BCA 88123' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ data: { paymentMethod: 'transfer', totalPrice: 40_000 } });
    const purchases = await db
      .select()
      .from(profilePurchases)
      .where(and(eq(profilePurchases.profileId, profileId), eq(profilePurchases.itemId, kitabId)));
    expect(purchases).toHaveLength(1);
    const kitabRead = await app.inject({
      url: `/api/v1/kitab/${kitabId}?profileId=${profileId}`,
      headers: bearer(learner.token),
    });
    expect(kitabRead.statusCode).toBe(200);
    expect((await record(admin, cash({ type: 'kitab', id: kitabId }))).statusCode).toBe(409);
  });

  it('is for admins, validates the amount, method and reason, and answers 404 for unknown profiles and items', async () => {
    const klass = await createClass(app, basics, { price: 90_000 });
    const item = { type: 'class', id: klass.id };
    expect((await record(teacher, cash(item))).statusCode).toBe(403);
    const invalid = await record(admin, cash(item, { amount: 0, method: 'card', reason: ' ' }));
    expect(invalid.statusCode).toBe(400);
    const fields = (invalid.json() as { errorList: Array<{ field: string }> }).errorList.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['amount', 'method', 'reason']));
    expect(
      (await record(admin, cash(item, { profileId: '00000000-0000-4000-8000-000000000000' }))).statusCode,
    ).toBe(404);
    expect(
      (await record(admin, cash({ type: 'class', id: '00000000-0000-4000-8000-000000000000' }))).statusCode,
    ).toBe(404);
    const none = await db.select().from(enrolments).where(eq(enrolments.classId, klass.id));
    expect(none).toEqual([]);
  });
});
