import type { OwnedItems, PaymentQuote, Transaction } from '@academy/contract/payments';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  enrolments,
  exams,
  profilePurchases,
  sandboxPayments,
  transactionStatusHistory,
  transactions,
} from '../src/db/schema/index';
import { hasValidCrc, parseTlv } from '../src/services/payments/qris-payload';
import { bearer, registerVerifiedUser, type VerifiedUser } from './helpers/account-factory';
import { addKitab, createClass, seedCatalogueBasics, type Basics } from './helpers/catalogue-factory';
import {
  createdTransaction,
  createPayment,
  enrolmentStatus as enrolmentOf,
  postNotification,
  readTransaction,
  signedNotification,
  testServerKey,
} from './helpers/payments';
import { enrol } from './helpers/certificate-factory';
import { buildTestApp } from './helpers/test-app';

const app = await buildTestApp({ MIDTRANS_SERVER_KEY: testServerKey, PAYMENT_RECONCILE_SECONDS: '0' });
const sandbox = app.services.sandboxGateway!;
const { db } = app.database;
let basics: Basics;
let learner: VerifiedUser;
let other: VerifiedUser;
let profileId: string;
let otherProfileId: string;

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  learner = await registerVerifiedUser(app, { gender: 'male' });
  other = await registerVerifiedUser(app, { gender: 'male' });
  profileId = learner.profiles[0]!.id;
  otherProfileId = other.profiles[0]!.id;
});

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

const enrolmentStatus = (classId: string, profile = profileId) => enrolmentOf(app, classId, profile);

async function purchases(itemId: string) {
  return db.select().from(profilePurchases).where(eq(profilePurchases.itemId, itemId));
}

/** Pays on the sandbox payer as a person would (it notifies the app). */
function sandboxPay(orderId: string, outcome: 'settlement' | 'deny' | 'expire' = 'settlement') {
  return app.inject({ method: 'POST', url: `/api/v1/dev/sandbox-payments/${orderId}`, payload: { outcome } });
}

describe('GET /payments/quote', () => {
  it('answers the price, the QRIS fee rounded up, the total and the expiry', async () => {
    const klass = await createClass(app, basics, { price: 150_001 });
    const response = await app.inject({
      url: `/api/v1/payments/quote?profileId=${profileId}&itemType=class&itemId=${klass.id}`,
      headers: bearer(learner.token),
    });
    expect(response.statusCode).toBe(200);
    const quote = (response.json() as { data: PaymentQuote }).data;
    // 0.7 % of 150,001 is 1,050.007 → 1,051.
    expect(quote).toMatchObject({ price: 150_001, fee: 1051, totalPrice: 151_052, feePercent: 0.7 });
    expect(quote).toMatchObject({
      expiryMinutes: 15,
      owned: false,
      pendingTransactionId: null,
      methods: ['qris'],
    });
    expect(quote.item).toMatchObject({ type: 'class', id: klass.id, classId: klass.id, kitabId: null });
  });

  it('answers 404 for another account’s profile', async () => {
    const klass = await createClass(app, basics, { price: 10_000 });
    const response = await app.inject({
      url: `/api/v1/payments/quote?profileId=${otherProfileId}&itemType=class&itemId=${klass.id}`,
      headers: bearer(learner.token),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /payments for a class', () => {
  it('holds the seat, issues a decodable QRIS for the total, and answers the pending one again', async () => {
    const klass = await createClass(app, basics, { price: 150_000 });
    const response = await createPayment(app, learner.token, profileId, { type: 'class', id: klass.id });
    expect(response.statusCode).toBe(201);
    const transaction = (response.json() as { data: Transaction }).data;
    expect(transaction).toMatchObject({
      status: 'pending',
      price: 150_000,
      fee: 1050,
      totalPrice: 151_050,
      paymentMethod: 'qris',
      paid: false,
      paidAt: null,
      item: { type: 'class', id: klass.id },
    });
    expect(transaction.orderId).toMatch(/^AKD-\d{8}-[A-Z2-9]{8}$/);
    const tags = parseTlv(transaction.qrString!);
    expect(tags.get('54')).toBe('151050');
    expect(parseTlv(tags.get('62')!).get('01')).toBe(transaction.orderId);
    expect(hasValidCrc(transaction.qrString!)).toBe(true);
    // The QR image reads back as the same payload, any QR reader would.
    const png = PNG.sync.read(
      Buffer.from(transaction.qrImage!.replace(/^data:image\/png;base64,/, ''), 'base64'),
    );
    expect(png.width).toBeGreaterThanOrEqual(480);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(transaction.qrString);
    expect(new Date(transaction.expiresAt).getTime() - new Date(transaction.createdAt).getTime()).toBe(
      15 * 60_000,
    );
    expect(await enrolmentStatus(klass.id)).toBe('waiting_payment');

    const again = await createPayment(app, learner.token, profileId, { type: 'class', id: klass.id });
    expect(again.statusCode).toBe(200);
    expect((again.json() as { data: Transaction }).data.id).toBe(transaction.id);
  });

  it('answers one pending transaction to 5 concurrent requests', async () => {
    const klass = await createClass(app, basics, { price: 20_000 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        createPayment(app, learner.token, profileId, { type: 'class', id: klass.id }),
      ),
    );
    const ids = new Set(answers.map((answer) => (answer.json() as { data: Transaction }).data.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const rows = await db.select().from(transactions).where(eq(transactions.itemId, klass.id));
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(1);
  });

  it('grants the class once paid on the sandbox payer: settlement, enrolment active, then 409', async () => {
    const klass = await createClass(app, basics, { price: 150_000 });
    const transaction = await createdTransaction(app, learner.token, profileId, {
      type: 'class',
      id: klass.id,
    });
    const paid = await sandboxPay(transaction.orderId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ data: { status: 'settlement' } });

    const { transaction: read } = await readTransaction(app, learner.token, profileId, transaction.id);
    expect(read).toMatchObject({ status: 'settlement', paid: true, qrString: null, paidAfterExpiry: false });
    expect(read.paidAt).not.toBeNull();
    expect(await enrolmentStatus(klass.id)).toBe('active');
    expect(await purchases(klass.id)).toHaveLength(1);

    const again = await createPayment(app, learner.token, profileId, { type: 'class', id: klass.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      reason: 'paymentItemOwned',
      message: 'This profile already has this item',
    });
    const cancelPaid = await app.inject({
      method: 'POST',
      url: `/api/v1/transactions/${transaction.id}/cancel`,
      headers: bearer(learner.token),
      payload: { profileId },
    });
    expect(cancelPaid.statusCode).toBe(409);
    expect(await enrolmentStatus(klass.id)).toBe('active');
  });

  it('answers 400 for a free class and keeps the class rules (gender)', async () => {
    const free = await createClass(app, basics, { price: 0 });
    const response = await createPayment(app, learner.token, profileId, { type: 'class', id: free.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reason: 'paymentItemFree' });
    const sisters = await createClass(app, basics, { price: 10_000, gender: 'female' });
    const restricted = await createPayment(app, learner.token, profileId, { type: 'class', id: sisters.id });
    expect(restricted.statusCode).toBe(403);
    expect(await db.select().from(transactions).where(eq(transactions.itemId, sisters.id))).toHaveLength(0);
  });

  it('frees the held seat when the payment expires, so another learner can take it', async () => {
    const klass = await createClass(app, basics, { price: 50_000, capacity: 1 });
    const held = await createdTransaction(app, learner.token, profileId, { type: 'class', id: klass.id });
    const blocked = await createPayment(app, other.token, otherProfileId, { type: 'class', id: klass.id });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ reason: 'classFull' });

    await app.services.payments.reconcile(minutes(16));
    const [row] = await db.select().from(transactions).where(eq(transactions.id, held.id));
    expect(row!.status).toBe('expire');
    expect(await enrolmentStatus(klass.id)).toBeNull();

    const taken = await createPayment(app, other.token, otherProfileId, { type: 'class', id: klass.id });
    expect(taken.statusCode).toBe(201);
    expect(await enrolmentStatus(klass.id, otherProfileId)).toBe('waiting_payment');
  });

  it('grants a settlement that arrives after the local expiry, and marks it for staff', async () => {
    const klass = await createClass(app, basics, { price: 40_000 });
    const transaction = await createdTransaction(app, learner.token, profileId, {
      type: 'class',
      id: klass.id,
    });
    await app.services.payments.reconcile(minutes(16));
    expect(await enrolmentStatus(klass.id)).toBeNull();

    expect((await sandboxPay(transaction.orderId)).statusCode).toBe(200);
    const { transaction: read } = await readTransaction(app, learner.token, profileId, transaction.id);
    expect(read).toMatchObject({ status: 'settlement', paid: true, paidAfterExpiry: true });
    expect(await enrolmentStatus(klass.id)).toBe('active');
    const history = await db
      .select()
      .from(transactionStatusHistory)
      .where(eq(transactionStatusHistory.transactionId, transaction.id));
    // The expiry ran on a clock 16 minutes ahead, so `at` cannot order the rows: each one names
    // the status it left instead.
    expect(history.map((entry) => entry.status).sort()).toEqual(['expire', 'pending', 'settlement']);
    expect(history.find((entry) => entry.status === 'expire')?.detail).toMatchObject({ from: 'pending' });
    expect(history.find((entry) => entry.status === 'settlement')?.detail).toMatchObject({
      from: 'expire',
      lateSettlement: true,
    });
  });
});

describe('POST /payments/midtrans/notification', () => {
  it('grants exactly once under 20 duplicate notifications sent at once', async () => {
    const klass = await createClass(app, basics, { price: 75_000 });
    const transaction = await createdTransaction(app, learner.token, profileId, {
      type: 'class',
      id: klass.id,
    });
    await sandbox.pay(transaction.orderId, 'settlement');
    const notification = signedNotification(
      transaction.orderId,
      'settlement',
      `${transaction.totalPrice}.00`,
    );
    const answers = await Promise.all(Array.from({ length: 20 }, () => postNotification(app, notification)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(answers[0]!.json()).toMatchObject({ data: { received: true } });

    const history = await db
      .select()
      .from(transactionStatusHistory)
      .where(eq(transactionStatusHistory.transactionId, transaction.id));
    expect(history.filter((entry) => entry.status === 'settlement')).toHaveLength(1);
    expect(await purchases(klass.id)).toHaveLength(1);
    expect(await enrolmentStatus(klass.id)).toBe('active');
  });

  it('never replaces a final status with an earlier one (pending after settlement)', async () => {
    const klass = await createClass(app, basics, { price: 30_000 });
    const transaction = await createdTransaction(app, learner.token, profileId, {
      type: 'class',
      id: klass.id,
    });
    expect((await sandboxPay(transaction.orderId)).statusCode).toBe(200);
    const late = signedNotification(transaction.orderId, 'pending', `${transaction.totalPrice}.00`);
    expect((await postNotification(app, late)).statusCode).toBe(200);
    // Even a gateway that answered pending now would not move it back.
    await app.services.payments.applyStatus(
      transaction.orderId,
      {
        orderId: transaction.orderId,
        status: 'pending',
        fraudStatus: null,
        grossAmount: '',
        gatewayTransactionId: null,
        refundKeys: [],
      },
      'notification',
    );
    const { transaction: read } = await readTransaction(app, learner.token, profileId, transaction.id);
    expect(read.status).toBe('settlement');
    expect(await enrolmentStatus(klass.id)).toBe('active');
  });

  it('answers 403 to a forged signature and changes nothing', async () => {
    const klass = await createClass(app, basics, { price: 30_000 });
    const transaction = await createdTransaction(app, learner.token, profileId, {
      type: 'class',
      id: klass.id,
    });
    await sandbox.pay(transaction.orderId, 'settlement');
    const forged = signedNotification(
      transaction.orderId,
      'settlement',
      `${transaction.totalPrice}.00`,
      'wrong-key',
    );
    const response = await postNotification(app, forged);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ err: true, reason: 'paymentSignatureInvalid' });
    const tampered = {
      ...signedNotification(transaction.orderId, 'settlement', '1.00'),
      gross_amount: '151050.00',
    };
    expect((await postNotification(app, tampered)).statusCode).toBe(403);
    const [row] = await db.select().from(transactions).where(eq(transactions.id, transaction.id));
    expect(row!.status).toBe('pending');
    expect(await enrolmentStatus(klass.id)).toBe('waiting_payment');
  });

  it('answers 404 for an unknown order and 400 for a body that is not a notification', async () => {
    const unknown = await postNotification(
      app,
      signedNotification('AKD-00000000-UNKNOWN0', 'settlement', '1000.00'),
    );
    expect(unknown.statusCode).toBe(404);
    expect((await postNotification(app, { hello: 'world' })).statusCode).toBe(400);
  });

  it('refuses an amount that does not match the transaction and grants nothing', async () => {
    const klass = await createClass(app, basics, { price: 30_000 });
    const transaction = await createdTransaction(app, learner.token, profileId, {
      type: 'class',
      id: klass.id,
    });
    await db
      .update(sandboxPayments)
      .set({ grossAmount: 1000 })
      .where(eq(sandboxPayments.orderId, transaction.orderId));
    await sandbox.pay(transaction.orderId, 'settlement');
    const response = await postNotification(
      app,
      signedNotification(transaction.orderId, 'settlement', '1000.00'),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ reason: 'paymentAmountMismatch' });
    expect(await enrolmentStatus(klass.id)).toBe('waiting_payment');
  });

  it('refunds a paid transaction at the gateway (the staff console’s call)', async () => {
    const klass = await createClass(app, basics, { price: 30_000 });
    const transaction = await createdTransaction(app, learner.token, profileId, {
      type: 'class',
      id: klass.id,
    });
    const actor = { userId: learner.user.id, fullName: 'Staff' };
    await expect(
      app.services.payments.refund(transaction.id, { reason: 'not paid yet', actor }),
    ).rejects.toMatchObject({ statusCode: 409, reason: 'refundNotPaid' });
    expect((await sandboxPay(transaction.orderId)).statusCode).toBe(200);
    const refunded = await app.services.payments.refund(transaction.id, { reason: 'class cancelled', actor });
    expect(refunded).toMatchObject({ transaction: { status: 'refund' }, refund: { amount: 30_210 } });
    const [order] = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.orderId, transaction.orderId));
    expect(order!.status).toBe('refund');
  });

  it('a denied payment frees the seat', async () => {
    const klass = await createClass(app, basics, { price: 30_000 });
    const transaction = await createdTransaction(app, learner.token, profileId, {
      type: 'class',
      id: klass.id,
    });
    expect((await sandboxPay(transaction.orderId, 'deny')).statusCode).toBe(200);
    const { transaction: read } = await readTransaction(app, learner.token, profileId, transaction.id);
    expect(read).toMatchObject({ status: 'deny', paid: false });
    expect(await enrolmentStatus(klass.id)).toBeNull();
  });
});

describe('kitab and exams', () => {
  it('a kitab bought on its own opens to the profile without the class', async () => {
    const klass = await createClass(app, basics, { price: 100_000 });
    const { kitabId, courseIds } = await addKitab(app, klass.id, { price: 50_000 });
    const readKitab = () =>
      app.inject({ url: `/api/v1/kitab/${kitabId}?profileId=${profileId}`, headers: bearer(learner.token) });
    expect((await readKitab()).statusCode).toBe(403);

    const transaction = await createdTransaction(app, learner.token, profileId, {
      type: 'kitab',
      id: kitabId,
    });
    expect(transaction).toMatchObject({ price: 50_000, fee: 350, totalPrice: 50_350 });
    expect(transaction.item).toMatchObject({ type: 'kitab', classId: klass.id, kitabId });
    expect(await enrolmentStatus(klass.id)).toBeNull();
    expect((await sandboxPay(transaction.orderId)).statusCode).toBe(200);

    expect((await readKitab()).statusCode).toBe(200);
    const page = await app.inject({
      url: `/api/v1/classes/${klass.id}?profileId=${profileId}`,
      headers: bearer(learner.token),
    });
    expect(page.json()).toMatchObject({ data: { enrolled: false, ownedKitabIds: [kitabId] } });
    const course = await app.inject({
      url: `/api/v1/courses/${courseIds[0]}?profileId=${profileId}`,
      headers: bearer(learner.token),
    });
    expect(course.statusCode).toBe(200);
    expect(await purchases(kitabId)).toMatchObject([{ itemType: 'kitab', transactionId: transaction.id }]);
    expect(
      (await createPayment(app, learner.token, profileId, { type: 'kitab', id: kitabId })).statusCode,
    ).toBe(409);
  });

  it('a kitab without a price is not sold on its own; one read through the class is owned', async () => {
    const klass = await createClass(app, basics, { price: 0 });
    const { kitabId } = await addKitab(app, klass.id, { price: null });
    const notForSale = await createPayment(app, learner.token, profileId, { type: 'kitab', id: kitabId });
    expect(notForSale.statusCode).toBe(400);
    expect(notForSale.json()).toMatchObject({ reason: 'paymentItemNotForSale' });

    const priced = await addKitab(app, klass.id, { price: 20_000 });
    await db.insert(enrolments).values({ classId: klass.id, profileId, status: 'active' });
    const owned = await createPayment(app, learner.token, profileId, { type: 'kitab', id: priced.kitabId });
    expect(owned.statusCode).toBe(409);
  });

  it('a priced exam is sold to a profile that reads its kitab, and opens through profile_purchases', async () => {
    const klass = await createClass(app, basics, { price: 0 });
    const { kitabId } = await addKitab(app, klass.id, { price: null });
    const [exam] = await db
      .insert(exams)
      .values({
        kitabId,
        title: { en: 'Final exam', id: 'Ujian akhir' },
        description: { en: 'All chapters', id: 'Semua bab' },
        durationMinutes: 30,
        opensAt: minutes(-60),
        closesAt: minutes(60 * 24),
        price: 25_000,
      })
      .returning();
    const notReader = await createPayment(app, learner.token, profileId, { type: 'exam', id: exam!.id });
    expect(notReader.statusCode).toBe(403);

    await db.insert(enrolments).values({ classId: klass.id, profileId, status: 'active' });
    const transaction = await createdTransaction(app, learner.token, profileId, {
      type: 'exam',
      id: exam!.id,
    });
    expect(transaction.item).toMatchObject({
      type: 'exam',
      kitabId,
      classId: klass.id,
      title: { en: 'Final exam' },
    });
    expect((await sandboxPay(transaction.orderId)).statusCode).toBe(200);
    expect(await purchases(exam!.id)).toMatchObject([{ itemType: 'exam', profileId }]);

    const store = await app.inject({ url: '/api/v1/store?kind=exam&size=100' });
    const listed = (store.json() as { data: { id: string; kind: string; kitabId: string; price: number }[] })
      .data;
    expect(listed.find((item) => item.id === exam!.id)).toMatchObject({
      kind: 'exam',
      kitabId,
      price: 25_000,
    });
  });
});

describe('transactions of a profile', () => {
  it('cancels a pending transaction after which it is not pending: 409, and the seat is free', async () => {
    const klass = await createClass(app, basics, { price: 60_000 });
    const transaction = await createdTransaction(app, learner.token, profileId, {
      type: 'class',
      id: klass.id,
    });
    const cancel = () =>
      app.inject({
        method: 'POST',
        url: `/api/v1/transactions/${transaction.id}/cancel`,
        headers: bearer(learner.token),
        payload: { profileId },
      });
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ data: { status: 'cancel', qrString: null } });
    expect(await enrolmentStatus(klass.id)).toBeNull();
    const [order] = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.orderId, transaction.orderId));
    expect(order!.status).toBe('cancel');
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'transactionNotPending' });
  });

  it('lists newest first with paging and a status filter', async () => {
    const fresh = await registerVerifiedUser(app, { gender: 'male' });
    const freshProfile = fresh.profiles[0]!.id;
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const klass = await createClass(app, basics, { price: 10_000 + index });
      ids.push(
        (await createdTransaction(app, fresh.token, freshProfile, { type: 'class', id: klass.id })).id,
      );
    }
    await sandboxPay((await readTransaction(app, fresh.token, freshProfile, ids[0]!)).transaction.orderId);
    const page = await app.inject({
      url: `/api/v1/profile/${freshProfile}/transactions?page=1&size=2`,
      headers: bearer(fresh.token),
    });
    expect(page.statusCode).toBe(200);
    const body = page.json() as { data: Transaction[]; meta: unknown };
    expect(body.data.map((t) => t.id)).toEqual([ids[2], ids[1]]);
    expect(body.meta).toEqual({ number: 1, size: 2, totalElements: 3, totalPages: 2 });
    const settled = await app.inject({
      url: `/api/v1/profile/${freshProfile}/transactions?status=settlement`,
      headers: bearer(fresh.token),
    });
    expect((settled.json() as { data: Transaction[] }).data.map((t) => t.id)).toEqual([ids[0]]);
    const badStatus = await app.inject({
      url: `/api/v1/profile/${freshProfile}/transactions?status=paid`,
      headers: bearer(fresh.token),
    });
    expect(badStatus.statusCode).toBe(400);
  });

  it('never shows or changes another account’s transactions (404)', async () => {
    const klass = await createClass(app, basics, { price: 60_000 });
    const transaction = await createdTransaction(app, learner.token, profileId, {
      type: 'class',
      id: klass.id,
    });
    const asOther = [
      app.inject({
        url: `/api/v1/transactions/${transaction.id}?profileId=${otherProfileId}`,
        headers: bearer(other.token),
      }),
      app.inject({
        url: `/api/v1/transactions/${transaction.id}?profileId=${profileId}`,
        headers: bearer(other.token),
      }),
      app.inject({ url: `/api/v1/profile/${profileId}/transactions`, headers: bearer(other.token) }),
      app.inject({
        method: 'POST',
        url: `/api/v1/transactions/${transaction.id}/cancel`,
        headers: bearer(other.token),
        payload: { profileId: otherProfileId },
      }),
      createPayment(app, other.token, profileId, { type: 'class', id: klass.id }),
    ];
    for (const answer of await Promise.all(asOther)) expect(answer.statusCode).toBe(404);
    expect((await app.inject({ url: `/api/v1/profile/${profileId}/transactions` })).statusCode).toBe(401);
    const [row] = await db.select().from(transactions).where(eq(transactions.id, transaction.id));
    expect(row!.status).toBe('pending');
  });

  it('reconciliation claims each pending transaction once, even when two servers run at once', async () => {
    const klass = await createClass(app, basics, { price: 10_000 });
    await createdTransaction(app, learner.token, profileId, { type: 'class', id: klass.id });
    const later = minutes(1);
    const pending = await db.select().from(transactions).where(eq(transactions.status, 'pending'));
    const [first, second] = await Promise.all([
      app.services.payments.reconcile(later),
      app.services.payments.reconcile(later),
    ]);
    expect(first + second).toBe(pending.length);
    // Just asked: the next run leaves them alone.
    expect(await app.services.payments.reconcile(later)).toBe(0);
  });
});

describe('GET /profile/{profileId}/owned-items', () => {
  it('lists the classes joined, the kitab read and the exams bought, to the profile’s account only', async () => {
    const buyer = await registerVerifiedUser(app, { gender: 'male' });
    const buyerProfile = buyer.profiles[0]!.id;
    const owned = (token = buyer.token) =>
      app.inject({ url: `/api/v1/profile/${buyerProfile}/owned-items`, headers: bearer(token) });
    expect((await owned()).json().data).toEqual({ classIds: [], kitabIds: [], examIds: [] });

    // A kitab bought on its own is read without its class.
    const sold = await createClass(app, basics, { price: 100_000 });
    const { kitabId: boughtKitab } = await addKitab(app, sold.id, { price: 50_000 });
    const transaction = await createdTransaction(app, buyer.token, buyerProfile, {
      type: 'kitab',
      id: boughtKitab,
    });
    expect((await sandboxPay(transaction.orderId)).statusCode).toBe(200);
    // A class joined opens its kitab too.
    const joined = await createClass(app, basics, { price: 0 });
    const { kitabId: classKitab } = await addKitab(app, joined.id, { price: 20_000 });
    await enrol(app, buyerProfile, joined.id);

    const { data } = (await owned()).json() as { data: OwnedItems };
    expect(data.classIds).toEqual([joined.id]);
    expect([...data.kitabIds].sort()).toEqual([boughtKitab, classKitab].sort());
    expect(data.examIds).toEqual([]);
    expect((await owned(other.token)).statusCode).toBe(404);
  });
});
