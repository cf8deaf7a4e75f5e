import type { PaymentQuote } from '@academy/contract/payments';
import type { StaffAuditEntry } from '@academy/contract/staff-audit';
import type { StaffTransactionDetail, StaffTransactionRow } from '@academy/contract/staff-payments';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  classes,
  enrolments,
  exams,
  sandboxPayments,
  transactionRefunds,
  transactions,
} from '../src/db/schema/index';
import { GatewayError } from '../src/services/payments/payment-gateway';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import {
  addKitab,
  addTeacher,
  createClass,
  seedCatalogueBasics,
  type Basics,
} from './helpers/catalogue-factory';
import { createdTransaction, testServerKey } from './helpers/payments';
import { failAuditWrites, restoreAuditWrites } from './helpers/audit-failure';
import { createStaff, type StaffMember } from './helpers/staff-factory';
import { buildTestApp } from './helpers/test-app';

const app = await buildTestApp({ MIDTRANS_SERVER_KEY: testServerKey, PAYMENT_RECONCILE_SECONDS: '0' });
const { db } = app.database;
const base = '/api/v1/staff/transactions';
let basics: Basics;
let admin: StaffMember;
let teacher: StaffMember;
let learner: VerifiedUser;
let profileId: string;

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  admin = await createStaff(app, 'admin');
  teacher = await createStaff(app, 'teacher', basics.teacherId);
  learner = await registerVerifiedUser(app, { gender: 'male', fullName: 'Zainal Refundtest' });
  profileId = learner.profiles[0]!.id;
});

type Who = StaffMember | VerifiedUser | null;
const headersOf = (who: Who) =>
  who ? { ...bearer(who.token), 'accept-language': 'en' } : { 'accept-language': 'en' };

function call(method: 'GET' | 'POST', url: string, who: Who, payload?: Record<string, unknown>) {
  return app.inject({ method, url: `${base}${url}`, headers: headersOf(who), payload });
}

async function list(query: string, who: Who = admin) {
  const response = await call('GET', `?size=100&${query}`, who);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: StaffTransactionRow[] }).data;
}

async function detail(id: string, who: Who = admin) {
  const response = await call('GET', `/${id}`, who);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: StaffTransactionDetail }).data;
}

function refund(id: string, payload: Record<string, unknown>, who: Who = admin) {
  return call('POST', `/${id}/refund`, who, payload);
}

/** Pays on the sandbox payer as a person would (it notifies the app). */
async function sandboxPay(orderId: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/dev/sandbox-payments/${orderId}`,
    payload: { outcome: 'settlement' },
  });
  expect(response.statusCode).toBe(200);
}

/** A paid class of its own (Rp100.000 + 700 fee) and its transaction. */
async function paidClass(price = 100_000) {
  const klass = await createClass(app, basics, { price });
  const transaction = await createdTransaction(app, learner.token, profileId, {
    type: 'class',
    id: klass.id,
  });
  await sandboxPay(transaction.orderId);
  return { klass, transaction };
}

async function owned(type: 'class' | 'kitab' | 'exam', id: string) {
  const response = await app.inject({
    url: `/api/v1/payments/quote?profileId=${profileId}&itemType=${type}&itemId=${id}`,
    headers: bearer(learner.token),
  });
  return (response.json() as { data: PaymentQuote }).data.owned;
}

async function enrolmentOf(classId: string) {
  const [row] = await db
    .select({ status: enrolments.status })
    .from(enrolments)
    .where(and(eq(enrolments.classId, classId), eq(enrolments.profileId, profileId)));
  return row?.status ?? null;
}

const jakartaDay = (offsetDays = 0) =>
  new Date(Date.now() + 7 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('GET /staff/transactions', () => {
  it('lists every transaction newest first, and each filter narrows it', async () => {
    const { klass, transaction: paid } = await paidClass();
    const other = await createClass(app, basics, { price: 40_000 });
    const pending = await createdTransaction(app, learner.token, profileId, { type: 'class', id: other.id });

    const all = await list('');
    expect(all.map((row) => row.id).slice(0, 2)).toEqual([pending.id, paid.id]);
    expect(all[1]).toMatchObject({
      orderId: paid.orderId,
      status: 'settlement',
      totalPrice: 100_700,
      refundedAmount: 0,
      paidAfterExpiry: false,
      item: { type: 'class', id: klass.id, classId: klass.id },
      learner: { profileId, accountName: 'Zainal Refundtest', phoneNumber: learner.account.phoneNumber },
    });

    expect((await list('status=pending')).map((row) => row.id)).toContain(pending.id);
    expect((await list('status=pending')).map((row) => row.id)).not.toContain(paid.id);
    // A group finds every status of it (issue 38 item 13): paid = capture or settlement.
    expect((await list('status=paid')).map((row) => row.id)).not.toContain(pending.id);
    for (const status of ['settlement', 'capture', 'settlement'] as const) {
      await db.update(transactions).set({ status }).where(eq(transactions.id, paid.id));
      expect((await list('status=paid')).map((row) => row.id)).toContain(paid.id);
    }
    expect((await list(`itemId=${klass.id}`)).map((row) => row.id)).toEqual([paid.id]);
    expect((await list('itemType=kitab')).map((row) => row.id)).not.toContain(paid.id);
    expect((await list('itemType=class')).map((row) => row.id)).toContain(paid.id);
    expect((await list(`from=${jakartaDay()}&to=${jakartaDay()}`)).map((row) => row.id)).toContain(paid.id);
    expect(await list(`to=${jakartaDay(-1)}`)).toEqual([]);
    expect(await list(`from=${jakartaDay(1)}`)).toEqual([]);
    expect((await list(`search=${paid.orderId.toLowerCase()}`)).map((row) => row.id)).toEqual([paid.id]);
    expect((await list('search=refundtest')).length).toBeGreaterThanOrEqual(2);
    // A phone number typed the international way finds the account (kept as 08…).
    const international = `+62 ${learner.account.phoneNumber.slice(1)}`;
    expect((await list(`search=${encodeURIComponent(international)}`)).length).toBeGreaterThanOrEqual(2);
    expect(await list('search=nobody-has-this')).toEqual([]);
  });

  it('filters late settlements (paid after the local expiry)', async () => {
    const klass = await createClass(app, basics, { price: 30_000 });
    const late = await createdTransaction(app, learner.token, profileId, { type: 'class', id: klass.id });
    await db
      .update(transactions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(transactions.id, late.id));
    await sandboxPay(late.orderId);
    const rows = await list('lateSettlement=true');
    expect(rows.map((row) => row.id)).toContain(late.id);
    expect(rows.every((row) => row.paidAfterExpiry)).toBe(true);
    expect((await list('lateSettlement=false')).map((row) => row.id)).not.toContain(late.id);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['status=done', 'from=23-11-2026', 'itemId=nope', 'lateSettlement=yes', 'size=500']) {
      expect((await call('GET', `?${query}`, admin)).statusCode).toBe(400);
    }
  });
});

describe('GET /staff/transactions/{id}', () => {
  it('answers the transaction with its history, gateway references, learner and refunds', async () => {
    const { transaction } = await paidClass();
    const found = await detail(transaction.id);
    expect(found).toMatchObject({
      orderId: transaction.orderId,
      price: 100_000,
      fee: 700,
      totalPrice: 100_700,
      gateway: 'sandbox',
      status: 'settlement',
      refundable: 100_700,
      refunds: [],
      learner: { profileId, email: learner.account.email },
    });
    expect(found.gatewayTransactionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(found.history.map((entry) => [entry.status, entry.source])).toEqual([
      ['pending', 'charge'],
      ['settlement', 'notification'],
    ]);
    expect((await call('GET', '/00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
  });
});

describe('POST /staff/transactions/{id}/refund', () => {
  it('refunds in full: `refund`, the class closes for the learner, audited with the reason', async () => {
    const { klass, transaction } = await paidClass();
    expect(await enrolmentOf(klass.id)).toBe('active');
    const response = await refund(transaction.id, { reason: 'Class cancelled by the academy' });
    expect(response.statusCode).toBe(200);
    const refunded = (response.json() as { data: StaffTransactionDetail }).data;
    expect(refunded).toMatchObject({ status: 'refund', refundedAmount: 100_700, refundable: 0 });
    expect(refunded.refunds).toMatchObject([
      { amount: 100_700, reason: 'Class cancelled by the academy', actorName: 'Admin Akademi' },
    ]);
    expect(refunded.history.at(-1)).toMatchObject({ status: 'refund', source: 'refund' });
    expect(await enrolmentOf(klass.id)).toBeNull();
    expect(await owned('class', klass.id)).toBe(false);
    const [order] = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.orderId, transaction.orderId));
    expect(order).toMatchObject({ status: 'refund', refundedAmount: 100_700 });

    const audit = await app.inject({
      url: `/api/v1/staff/audit-log?resource=transactions&resourceId=${transaction.id}`,
      headers: admin.headers,
    });
    expect((audit.json() as { data: StaffAuditEntry[] }).data).toMatchObject([
      {
        action: 'refund',
        after: { reason: 'Class cancelled by the academy', amount: 100_700, status: 'refund' },
      },
    ]);

    // Twice: refused, nothing changes.
    const again = await refund(transaction.id, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      reason: 'refundAlreadyFull',
      message: 'This transaction has already been refunded in full',
    });
  });

  it('refunds in part: `partial_refund`, the item stays; then the rest in full takes it back', async () => {
    const { klass, transaction } = await paidClass();
    const first = await refund(transaction.id, { amount: 20_000, reason: 'Late start goodwill' });
    expect(first.statusCode).toBe(200);
    expect((first.json() as { data: StaffTransactionDetail }).data).toMatchObject({
      status: 'partial_refund',
      refundedAmount: 20_000,
      refundable: 80_700,
    });
    expect(await enrolmentOf(klass.id)).toBe('active');

    const tooMuch = await refund(transaction.id, { amount: 80_701, reason: 'more than left' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      reason: 'refundTooMuch',
      data: { refundable: 80_700 },
      errorList: [
        { field: 'amount', message: 'The refund cannot be more than what was paid, less earlier refunds' },
      ],
    });

    const second = await refund(transaction.id, { amount: 10_000, reason: 'Second goodwill' });
    expect((second.json() as { data: StaffTransactionDetail }).data).toMatchObject({
      status: 'partial_refund',
      refundedAmount: 30_000,
    });
    const rest = await refund(transaction.id, { reason: 'Learner left' });
    expect((rest.json() as { data: StaffTransactionDetail }).data).toMatchObject({
      status: 'refund',
      refundedAmount: 100_700,
      refunds: [{ amount: 20_000 }, { amount: 10_000 }, { amount: 70_700 }],
    });
    expect(await enrolmentOf(klass.id)).toBeNull();
  });

  it('refuses more than was paid, an amount of zero or less, no reason, and an unpaid transaction', async () => {
    const { transaction } = await paidClass();
    const over = await refund(transaction.id, { amount: 100_701, reason: 'too much' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ reason: 'refundTooMuch' });
    for (const amount of [0, -5, 1.5]) {
      const bad = await refund(transaction.id, { amount, reason: 'bad' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        errorList: [{ field: 'amount', message: 'Enter a whole number of rupiah, at least 1' }],
      });
    }
    expect((await refund(transaction.id, { reason: '  ' })).statusCode).toBe(400);
    expect((await detail(transaction.id)).status).toBe('settlement');

    const klass = await createClass(app, basics, { price: 10_000 });
    const unpaid = await createdTransaction(app, learner.token, profileId, { type: 'class', id: klass.id });
    const response = await refund(unpaid.id, { reason: 'never paid' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ reason: 'refundNotPaid' });
    expect((await detail(unpaid.id)).status).toBe('pending');
    expect((await refund('00000000-0000-4000-8000-000000000000', { reason: 'x' })).statusCode).toBe(404);
  });

  it('a burst of refund requests refunds once', async () => {
    const { transaction } = await paidClass();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => refund(transaction.id, { reason: `burst ${i}` })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(5);
    const after = await detail(transaction.id);
    expect(after).toMatchObject({ status: 'refund', refundedAmount: 100_700 });
    expect(after.refunds).toHaveLength(1);
  });

  it('a burst of partial refunds never gives back more than was paid', async () => {
    const { transaction } = await paidClass();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => refund(transaction.id, { amount: 40_000, reason: 'burst' })),
    );
    const passed = answers.filter((answer) => answer.statusCode === 200).length;
    expect(passed).toBeGreaterThanOrEqual(1);
    const after = await detail(transaction.id);
    expect(after.refundedAmount).toBe(passed * 40_000);
    expect(after.refundedAmount).toBeLessThanOrEqual(100_700);
  });

  it('a gateway failure leaves the transaction exactly as it was (502)', async () => {
    const { klass, transaction } = await paidClass();
    const before = await detail(transaction.id);
    const spy = vi
      .spyOn(app.services.payments.gateway, 'refund')
      .mockRejectedValueOnce(new GatewayError('connection reset'));
    const response = await refund(transaction.id, { reason: 'gateway down' });
    spy.mockRestore();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      reason: 'refundGatewayFailed',
      message: 'The payment gateway did not make the refund. Nothing was changed; try again later',
    });
    expect(await detail(transaction.id)).toEqual(before);
    expect(await enrolmentOf(klass.id)).toBe('active');
    // Nothing is left claimed: the refund can be made once the gateway answers.
    expect((await refund(transaction.id, { reason: 'gateway back' })).statusCode).toBe(200);
  });

  it('a gateway that answers without refunding changes nothing either', async () => {
    const { transaction } = await paidClass();
    const spy = vi
      .spyOn(app.services.payments.gateway, 'refund')
      .mockResolvedValueOnce(await app.services.payments.gateway.status(transaction.orderId));
    const response = await refund(transaction.id, { reason: 'refused' });
    spy.mockRestore();
    expect(response.statusCode).toBe(502);
    expect((await detail(transaction.id)).status).toBe('settlement');
  });

  describe('a refund left `requested` (its server died between the gateway and the record)', () => {
    /** Claims a refund as a server that then died would have: `requested`, three minutes ago. */
    async function strandedClaim(transactionId: string, amount: number) {
      const [claim] = await db
        .insert(transactionRefunds)
        .values({
          transactionId,
          amount,
          reason: 'Asked before the server died',
          state: 'requested',
          actorUserId: admin.userId,
          actorName: 'Admin Akademi',
          createdAt: new Date(Date.now() - 3 * 60_000),
        })
        .returning();
      return claim!;
    }

    it('made at the gateway: recorded and audited on the next refund, which then goes through', async () => {
      const { transaction } = await paidClass();
      const claim = await strandedClaim(transaction.id, 30_000);
      await app.services.payments.gateway.refund(transaction.orderId, {
        amount: 30_000,
        reason: claim.reason,
        key: claim.id,
      });
      const response = await refund(transaction.id, { amount: 10_000, reason: 'Second goodwill' });
      expect(response.statusCode, response.body).toBe(200);
      const after = (response.json() as { data: StaffTransactionDetail }).data;
      expect(after).toMatchObject({ status: 'partial_refund', refundedAmount: 40_000 });
      expect(after.refunds.map((made) => made.amount)).toEqual([30_000, 10_000]);
      const audit = await app.inject({
        url: `/api/v1/staff/audit-log?resource=transactions&resourceId=${transaction.id}`,
        headers: admin.headers,
      });
      expect((audit.json() as { data: StaffAuditEntry[] }).data.map((entry) => entry.after)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            refundId: claim.id,
            amount: 30_000,
            reason: 'Asked before the server died',
          }),
        ]),
      );
    });

    it('never made at the gateway: dropped, and the next refund goes through', async () => {
      const { transaction } = await paidClass();
      await strandedClaim(transaction.id, 100_700);
      const response = await refund(transaction.id, { reason: 'Learner left' });
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as { data: StaffTransactionDetail }).data).toMatchObject({
        status: 'refund',
        refundedAmount: 100_700,
        refunds: [{ reason: 'Learner left' }],
      });
    });

    it('settled by the check with the gateway and by the reconciliation job too; a fresh claim still waits', async () => {
      const checked = await paidClass();
      const first = await strandedClaim(checked.transaction.id, 5_000);
      await app.services.payments.gateway.refund(checked.transaction.orderId, {
        amount: 5_000,
        reason: first.reason,
        key: first.id,
      });
      const reconciled = await call('POST', `/${checked.transaction.id}/reconcile`, admin);
      expect((reconciled.json() as { data: StaffTransactionDetail }).data).toMatchObject({
        status: 'partial_refund',
        refundedAmount: 5_000,
      });

      const swept = await paidClass();
      await strandedClaim(swept.transaction.id, 5_000);
      await app.services.payments.reconcile();
      expect(
        await db
          .select()
          .from(transactionRefunds)
          .where(eq(transactionRefunds.transactionId, swept.transaction.id)),
      ).toEqual([]);

      // A claim younger than a refund can take may still be on its way: it is left alone.
      const fresh = await paidClass();
      await db.insert(transactionRefunds).values({
        transactionId: fresh.transaction.id,
        amount: 1_000,
        reason: 'On its way',
        state: 'requested',
        actorName: 'Admin Akademi',
      });
      const waiting = await refund(fresh.transaction.id, { reason: 'too soon' });
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json()).toMatchObject({ reason: 'refundInProgress' });
    });
  });

  it('an audit row that cannot be written undoes its refund: the change and its row commit together', async () => {
    const { klass, transaction } = await paidClass();
    await failAuditWrites(app);
    try {
      const response = await refund(transaction.id, { reason: 'audit broken' });
      expect(response.statusCode).toBe(500);
    } finally {
      await restoreAuditWrites(app);
    }
    expect(await enrolmentOf(klass.id)).toBe('active');
    const after = await detail(transaction.id);
    expect(after).toMatchObject({ status: 'settlement', refundedAmount: 0 });
  });

  it('a full refund of a kitab or an exam takes it back from the profile', async () => {
    const free = await createClass(app, basics, { price: 0 });
    const { kitabId } = await addKitab(app, free.id, { price: 50_000 });
    const bookPayment = await createdTransaction(app, learner.token, profileId, {
      type: 'kitab',
      id: kitabId,
    });
    await sandboxPay(bookPayment.orderId);
    expect(await owned('kitab', kitabId)).toBe(true);
    expect((await refund(bookPayment.id, { reason: 'wrong kitab' })).statusCode).toBe(200);
    expect(await owned('kitab', kitabId)).toBe(false);

    const reader = await createClass(app, basics, { price: 0 });
    const { kitabId: examKitab } = await addKitab(app, reader.id, { price: null });
    await db.insert(enrolments).values({ classId: reader.id, profileId, status: 'active' });
    const [exam] = await db
      .insert(exams)
      .values({
        kitabId: examKitab,
        title: { en: 'Paid exam', id: 'Ujian berbayar' },
        description: { en: 'Chapter one', id: 'Bab satu' },
        durationMinutes: 30,
        opensAt: new Date(Date.now() - 3_600_000),
        closesAt: new Date(Date.now() + 86_400_000),
        price: 25_000,
      })
      .returning();
    const examPayment = await createdTransaction(app, learner.token, profileId, {
      type: 'exam',
      id: exam!.id,
    });
    await sandboxPay(examPayment.orderId);
    expect(await owned('exam', exam!.id)).toBe(true);
    const state = async () => {
      const response = await app.inject({
        url: `/api/v1/exams/${exam!.id}?profileId=${profileId}`,
        headers: bearer(learner.token),
      });
      return (response.json() as { data: { state: string } }).data.state;
    };
    expect(await state()).toBe('start');
    expect((await refund(examPayment.id, { reason: 'exam cancelled' })).statusCode).toBe(200);
    expect(await owned('exam', exam!.id)).toBe(false);
    expect(await state()).toBe('pay_first');
    // The class the exam belongs to stays joined: only what was paid for goes.
    expect(await enrolmentOf(reader.id)).toBe('active');
  });
});

describe('POST /staff/transactions/{id}/reconcile', () => {
  it('asks the gateway now and answers the updated transaction', async () => {
    const klass = await createClass(app, basics, { price: 20_000 });
    const transaction = await createdTransaction(app, learner.token, profileId, {
      type: 'class',
      id: klass.id,
    });
    // Paid at the gateway, but its notification never arrived.
    await app.services.sandboxGateway!.pay(transaction.orderId, 'settlement');
    expect((await detail(transaction.id)).status).toBe('pending');
    const response = await call('POST', `/${transaction.id}/reconcile`, admin);
    expect(response.statusCode).toBe(200);
    const updated = (response.json() as { data: StaffTransactionDetail }).data;
    expect(updated.status).toBe('settlement');
    expect(updated.history.at(-1)).toMatchObject({ status: 'settlement', source: 'reconcile' });
    expect(await enrolmentOf(klass.id)).toBe('active');
    // Nothing new at the gateway: the same answer.
    expect((await call('POST', `/${transaction.id}/reconcile`, admin)).statusCode).toBe(200);
  });

  it('a refund the gateway reports by itself (its dashboard) takes the item back too', async () => {
    const { klass, transaction } = await paidClass();
    await db
      .update(sandboxPayments)
      .set({ status: 'refund' })
      .where(eq(sandboxPayments.orderId, transaction.orderId));
    const response = await call('POST', `/${transaction.id}/reconcile`, admin);
    expect((response.json() as { data: StaffTransactionDetail }).data.status).toBe('refund');
    expect(await enrolmentOf(klass.id)).toBeNull();
  });

  it('answers 503 when the gateway is away, changing nothing', async () => {
    const klass = await createClass(app, basics, { price: 20_000 });
    const transaction = await createdTransaction(app, learner.token, profileId, {
      type: 'class',
      id: klass.id,
    });
    const spy = vi
      .spyOn(app.services.payments.gateway, 'status')
      .mockRejectedValueOnce(new GatewayError('timeout'));
    const response = await call('POST', `/${transaction.id}/reconcile`, admin);
    spy.mockRestore();
    expect(response.statusCode).toBe(503);
    expect((await detail(transaction.id)).status).toBe('pending');
  });
});

describe('who reaches staff payments', () => {
  it('a teacher reads only their classes’ transactions and may not refund or reconcile; learners get 403', async () => {
    const { transaction: own } = await paidClass();
    const { klass: foreignClass, transaction: foreign } = await paidClass();
    await db
      .update(classes)
      .set({ teacherId: await addTeacher(app) })
      .where(eq(classes.id, foreignClass.id));

    const seen = (await list('', teacher)).map((row) => row.id);
    expect(seen).toContain(own.id);
    expect(seen).not.toContain(foreign.id);
    expect((await call('GET', `/${own.id}`, teacher)).statusCode).toBe(200);
    // Another class's payment is refused as such (403), like any record of another class.
    expect((await call('GET', `/${foreign.id}`, teacher)).statusCode).toBe(403);
    expect((await call('GET', '/00000000-0000-4000-8000-000000000000', teacher)).statusCode).toBe(404);
    expect((await refund(own.id, { reason: 'teacher tries' }, teacher)).statusCode).toBe(403);
    expect((await call('POST', `/${own.id}/reconcile`, teacher)).statusCode).toBe(403);
    expect((await detail(own.id)).status).toBe('settlement');

    expect((await call('GET', '', learner)).statusCode).toBe(403);
    expect((await call('GET', `/${own.id}`, learner)).statusCode).toBe(403);
    expect((await refund(own.id, { reason: 'learner tries' }, learner)).statusCode).toBe(403);
    expect((await call('GET', '', null)).statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('describes the staff payment calls', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    const paths = (response.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths['/api/v1/staff/transactions']!)).toContain('get');
    expect(Object.keys(paths['/api/v1/staff/transactions/{id}']!)).toContain('get');
    expect(Object.keys(paths['/api/v1/staff/transactions/{id}/refund']!)).toContain('post');
    expect(Object.keys(paths['/api/v1/staff/transactions/{id}/reconcile']!)).toContain('post');
  });
});
