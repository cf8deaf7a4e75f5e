import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Transaction, TransactionStatus } from '@academy/contract/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enrolments, transactions } from '../src/db/schema/index';
import { registerVerifiedUser, type VerifiedUser, bearer } from './helpers/account-factory';
import { createClass, seedCatalogueBasics, type Basics } from './helpers/catalogue-factory';
import {
  createPayment,
  enrolmentStatus,
  postNotification,
  readTransaction,
  signedNotification,
  testServerKey,
} from './helpers/payments';
import { loadSettings } from '../src/config/settings';
import { createStaff } from './helpers/staff-factory';
import { buildTestApp, testVapidEnv } from './helpers/test-app';

/**
 * A local Midtrans Core API: answers the documented shapes of charge, status and cancel, and
 * records every request, so the client's requests can be checked field by field.
 */
type Recorded = { method: string; url: string; authorization: string | undefined; body: unknown };
const requests: Recorded[] = [];
const orders = new Map<
  string,
  { status: string; grossAmount: string; refunded?: number; fraudStatus?: string }
>();
let mode: 'ok' | 'down' = 'ok';
/** A Midtrans that takes the call (a charge creates its order) but never answers it. */
let hangs: 'charge' | 'status' | null = null;

async function readBody(request: IncomingMessage) {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

const fake = createServer((request, response) => {
  void (async () => {
    const body = await readBody(request);
    requests.push({
      method: request.method!,
      url: request.url!,
      authorization: request.headers.authorization,
      body,
    });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (mode === 'down') return send(503, { status_code: '503', status_message: 'Service unavailable' });
    if (hangs === 'charge' && request.url === '/v2/charge') {
      const charge = body as { transaction_details: { order_id: string; gross_amount: number } };
      const grossAmount = `${charge.transaction_details.gross_amount}.00`;
      orders.set(charge.transaction_details.order_id, { status: 'pending', grossAmount });
      return;
    }
    if (hangs === 'status' && request.url!.endsWith('/status')) return;
    const refundMatch = request.url!.match(/^\/v2\/([^/]+)\/refund$/);
    if (request.method === 'POST' && refundMatch) {
      // As Midtrans documents it: a settled order gives back up to what was paid, else 412.
      const order = orders.get(decodeURIComponent(refundMatch[1]!));
      const { amount } = body as { amount: number };
      const refunded = (order?.refunded ?? 0) + amount;
      if (
        !order ||
        !['settlement', 'partial_refund'].includes(order.status) ||
        refunded > Number(order.grossAmount)
      )
        return send(200, {
          status_code: '412',
          status_message: 'Merchant cannot modify status of the transaction',
        });
      order.refunded = refunded;
      order.status = refunded >= Number(order.grossAmount) ? 'refund' : 'partial_refund';
      return send(200, {
        status_code: '200',
        status_message: 'Success, refund request is approved',
        transaction_id: 'b1b0f0a2-1111-4c1e-9d7e-2a1f3c4d5e6f',
        order_id: decodeURIComponent(refundMatch[1]!),
        gross_amount: order.grossAmount,
        payment_type: 'qris',
        transaction_status: order.status,
        refund_amount: `${amount}.00`,
      });
    }
    const orderMatch = request.url!.match(/^\/v2\/([^/]+)\/(status|cancel)$/);
    if (request.method === 'POST' && request.url === '/v2/charge') {
      const charge = body as { transaction_details: { order_id: string; gross_amount: number } };
      const grossAmount = `${charge.transaction_details.gross_amount}.00`;
      orders.set(charge.transaction_details.order_id, { status: 'pending', grossAmount });
      return send(200, {
        status_code: '201',
        status_message: 'QRIS transaction is created',
        transaction_id: 'b1b0f0a2-1111-4c1e-9d7e-2a1f3c4d5e6f',
        order_id: charge.transaction_details.order_id,
        merchant_id: 'G000000000',
        gross_amount: grossAmount,
        currency: 'IDR',
        payment_type: 'qris',
        transaction_time: '2026-11-23 10:00:00',
        transaction_status: 'pending',
        fraud_status: 'accept',
        acquirer: 'gopay',
        qr_string:
          '00020101021226620014COM.GO-JEK.WWW011993600914300000000000210G0000000000303UKE5204829953033605802ID5904Test6007Jakarta6304ABCD',
        actions: [{ name: 'generate-qr-code', method: 'GET', url: 'https://example.test/qr' }],
      });
    }
    if (orderMatch) {
      const orderId = decodeURIComponent(orderMatch[1]!);
      const order = orders.get(orderId);
      if (!order) return send(404, { status_code: '404', status_message: 'Transaction doesn’t exist.' });
      if (orderMatch[2] === 'cancel') order.status = 'cancel';
      return send(200, {
        status_code: orderMatch[2] === 'cancel' ? '200' : order.status === 'pending' ? '201' : '200',
        transaction_id: 'b1b0f0a2-1111-4c1e-9d7e-2a1f3c4d5e6f',
        order_id: orderId,
        gross_amount: order.grossAmount,
        payment_type: 'qris',
        transaction_status: order.status,
        fraud_status: order.fraudStatus ?? 'accept',
      });
    }
    send(404, { status_code: '404', status_message: 'Not found' });
  })();
});

await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
const apiUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
afterAll(
  () =>
    new Promise<void>((resolve) => {
      fake.closeAllConnections(); // the calls left hanging
      fake.close(() => resolve());
    }),
);

const app = await buildTestApp({
  PAYMENT_GATEWAY: 'midtrans',
  MIDTRANS_SERVER_KEY: testServerKey,
  MIDTRANS_API_URL: apiUrl,
  PAYMENT_RECONCILE_SECONDS: '0',
});
let basics: Basics;
let learner: VerifiedUser;
let profileId: string;

beforeAll(async () => {
  basics = await seedCatalogueBasics(app);
  learner = await registerVerifiedUser(app, { gender: 'male', fullName: 'Budi Santoso' });
  profileId = learner.profiles[0]!.id;
});
beforeEach(() => {
  requests.length = 0;
  mode = 'ok';
  hangs = null;
});

describe('Midtrans Core API gateway', () => {
  it('charges QRIS with basic auth, whole-rupiah amounts that add up, customer and expiry', async () => {
    const klass = await createClass(app, basics, { price: 150_000, title: 'Tajwid class' });
    const response = await createPayment(app, learner.token, profileId, { type: 'class', id: klass.id });
    expect(response.statusCode).toBe(201);
    const transaction = (response.json() as { data: Transaction }).data;
    expect(transaction.qrString).toMatch(/^000201/);

    expect(requests).toHaveLength(1);
    const [charge] = requests;
    expect(charge).toMatchObject({ method: 'POST', url: '/v2/charge' });
    expect(charge!.authorization).toBe(`Basic ${Buffer.from(`${testServerKey}:`).toString('base64')}`);
    const body = charge!.body as {
      payment_type: string;
      transaction_details: { order_id: string; gross_amount: number };
      item_details: { id: string; price: number; quantity: number; name: string }[];
      customer_details: Record<string, string>;
      custom_expiry: Record<string, unknown>;
    };
    expect(body.payment_type).toBe('qris');
    expect(body.transaction_details).toEqual({ order_id: transaction.orderId, gross_amount: 151_050 });
    expect(Number.isInteger(body.transaction_details.gross_amount)).toBe(true);
    expect(body.item_details.reduce((sum, item) => sum + item.price * item.quantity, 0)).toBe(151_050);
    expect(body.item_details[0]).toMatchObject({ price: 150_000, quantity: 1 });
    expect(body.customer_details).toEqual({
      first_name: 'Budi Santoso',
      email: learner.account.email,
      phone: learner.account.phoneNumber,
    });
    expect(body.custom_expiry).toEqual({ expiry_duration: 15, unit: 'minute' });
  });

  it('checks the notification signature, then asks the gateway for the status before granting', async () => {
    const klass = await createClass(app, basics, { price: 80_000 });
    const created = await createPayment(app, learner.token, profileId, { type: 'class', id: klass.id });
    const transaction = (created.json() as { data: Transaction }).data;
    requests.length = 0;

    // The body claims settlement, but the gateway still says pending: nothing is granted.
    const claimed = signedNotification(transaction.orderId, 'settlement', '80560.00');
    expect((await postNotification(app, claimed)).statusCode).toBe(200);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET /v2/${transaction.orderId}/status`]);
    let [row] = await app.database.db.select().from(transactions).where(eq(transactions.id, transaction.id));
    expect(row!.status).toBe('pending');

    orders.get(transaction.orderId)!.status = 'settlement';
    expect((await postNotification(app, claimed)).statusCode).toBe(200);
    [row] = await app.database.db.select().from(transactions).where(eq(transactions.id, transaction.id));
    expect(row!.status).toBe('settlement');
    const [enrolment] = await app.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.classId, klass.id));
    expect(enrolment!.status).toBe('active');

    const forged = signedNotification(transaction.orderId, 'settlement', '80560.00', 'not-the-key');
    expect((await postNotification(app, forged)).statusCode).toBe(403);
  });

  it('cancels at the gateway', async () => {
    const klass = await createClass(app, basics, { price: 10_000 });
    const created = await createPayment(app, learner.token, profileId, { type: 'class', id: klass.id });
    const transaction = (created.json() as { data: Transaction }).data;
    requests.length = 0;
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/v1/transactions/${transaction.id}/cancel`,
      headers: bearer(learner.token),
      payload: { profileId },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ data: { status: 'cancel' } });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([`POST /v2/${transaction.orderId}/cancel`]);
  });

  it('refunds at Midtrans in part then in full, one refund key each; a refusal or an outage changes nothing', async () => {
    const admin = await createStaff(app, 'admin');
    const klass = await createClass(app, basics, { price: 20_000 });
    const created = await createPayment(app, learner.token, profileId, { type: 'class', id: klass.id });
    const transaction = (created.json() as { data: Transaction }).data;
    orders.get(transaction.orderId)!.status = 'settlement';
    await postNotification(app, signedNotification(transaction.orderId, 'settlement', '20140.00'));
    requests.length = 0;
    const refund = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/staff/transactions/${transaction.id}/refund`,
        headers: admin.headers,
        payload,
      });

    const partial = await refund({ amount: 5_000, reason: 'Goodwill' });
    expect(partial.json()).toMatchObject({ data: { status: 'partial_refund', refundedAmount: 5_000 } });
    mode = 'down';
    const down = await refund({ reason: 'Gateway away' });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ reason: 'refundGatewayFailed' });
    mode = 'ok';
    orders.get(transaction.orderId)!.status = 'settlement'; // Midtrans now refuses: 412.
    orders.get(transaction.orderId)!.refunded = 20_000;
    expect((await refund({ reason: 'Refused' })).statusCode).toBe(502);
    orders.get(transaction.orderId)!.refunded = 5_000;
    const rest = await refund({ reason: 'Class cancelled' });
    expect(rest.json()).toMatchObject({ data: { status: 'refund', refundedAmount: 20_140 } });

    const bodies = requests.map((r) => r.body as { refund_key: string; amount: number; reason: string });
    expect(requests.every((r) => r.url === `/v2/${transaction.orderId}/refund`)).toBe(true);
    expect(bodies.map((b) => [b.amount, b.reason])).toEqual([
      [5_000, 'Goodwill'],
      [15_140, 'Gateway away'],
      [15_140, 'Refused'],
      [15_140, 'Class cancelled'],
    ]);
    expect(new Set(bodies.map((b) => b.refund_key)).size).toBe(4);
    const [enrolment] = await app.database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.classId, klass.id));
    expect(enrolment).toBeUndefined();
  });

  it('a gateway that is down during a charge: 503 with a clear message, nothing kept, the seat free', async () => {
    mode = 'down';
    const klass = await createClass(app, basics, { price: 10_000 });
    const response = await createPayment(app, learner.token, profileId, { type: 'class', id: klass.id });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      err: true,
      reason: 'paymentGatewayUnavailable',
      message: 'The payment service is not answering right now, please try again in a moment',
    });
    expect(
      await app.database.db.select().from(transactions).where(eq(transactions.itemId, klass.id)),
    ).toHaveLength(0);
    expect(
      await app.database.db.select().from(enrolments).where(eq(enrolments.classId, klass.id)),
    ).toHaveLength(0);

    mode = 'ok';
    const retried = await createPayment(app, learner.token, profileId, { type: 'class', id: klass.id });
    expect(retried.statusCode).toBe(201);
  });

  it('refuses to start Midtrans without a server key, or the sandbox on a public origin', () => {
    expect(() => loadSettings({ PAYMENT_GATEWAY: 'midtrans' })).toThrow(/MIDTRANS_SERVER_KEY/);
    expect(() => loadSettings({ APP_ORIGIN: 'https://akademi.example.id' })).toThrow(/PAYMENT_GATEWAY/);
    expect(loadSettings({ APP_ORIGIN: 'http://localhost:3000' }).PAYMENT_GATEWAY).toBe('sandbox');
    const demo = loadSettings({
      APP_ORIGIN: 'https://demo.example.id',
      PAYMENT_SANDBOX_PUBLIC: 'true',
      DEV_OUTBOX: 'true',
      MEDIA_SIGNING_SECRET: 'test-media-signing-secret-of-32-chars!',
      ...testVapidEnv,
    });
    expect(demo.PAYMENT_GATEWAY).toBe('sandbox');
  });

  it('has no sandbox payer while Midtrans is the gateway', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/dev/sandbox-payments/AKD-1',
      payload: { outcome: 'settlement' },
    });
    expect(response.statusCode).toBe(404);
  });
});

/** The spec's label of each status (English), as the learner's and the staff's screens show it. */
const labels = JSON.parse(
  readFileSync(new URL('../../web/src/locales/en/payments.json', import.meta.url), 'utf8'),
) as { status: Record<TransactionStatus, string> };

describe('each gateway status through the notification route (decisions §6)', () => {
  /** A pending class payment; `tell` makes Midtrans hold a status and notifies the app of it. */
  async function pendingClassPayment(price: number) {
    const klass = await createClass(app, basics, { price });
    const created = await createPayment(app, learner.token, profileId, { type: 'class', id: klass.id });
    expect(created.statusCode).toBe(201);
    const transaction = (created.json() as { data: Transaction }).data;
    const grossAmount = `${transaction.totalPrice}.00`;
    const tell = async (status: TransactionStatus, fraudStatus = 'accept') => {
      Object.assign(orders.get(transaction.orderId)!, { status, fraudStatus });
      const answer = await postNotification(
        app,
        signedNotification(transaction.orderId, status, grossAmount),
      );
      expect(answer.statusCode).toBe(200);
      const read = await readTransaction(app, learner.token, profileId, transaction.id);
      return {
        status: read.transaction.status,
        label: labels.status[read.transaction.status],
        paid: read.transaction.paid,
        payable: read.transaction.qrString !== null,
        enrolment: await enrolmentStatus(app, klass.id, profileId),
      };
    };
    return { tell };
  }

  it('capture with fraud status accept is paid: the class opens', async () => {
    const { tell } = await pendingClassPayment(40_000);
    expect(await tell('capture', 'accept')).toEqual({
      status: 'capture',
      label: 'Success',
      paid: true,
      payable: false,
      enrolment: 'active',
    });
  });

  it('capture with fraud status challenge is not paid until accepted; a denied challenge frees the seat', async () => {
    const accepted = await pendingClassPayment(41_000);
    expect(await accepted.tell('capture', 'challenge')).toMatchObject({
      status: 'capture',
      paid: false,
      enrolment: 'waiting_payment',
    });
    expect(await accepted.tell('capture', 'accept')).toMatchObject({ paid: true, enrolment: 'active' });

    const denied = await pendingClassPayment(42_000);
    await denied.tell('capture', 'challenge');
    expect(await denied.tell('deny', 'deny')).toEqual({
      status: 'deny',
      label: 'Rejected',
      paid: false,
      payable: false,
      enrolment: null,
    });
  });

  it('authorize is not paid and keeps the seat held', async () => {
    const { tell } = await pendingClassPayment(43_000);
    expect(await tell('authorize')).toEqual({
      status: 'authorize',
      label: 'Authorized',
      paid: false,
      payable: false,
      enrolment: 'waiting_payment',
    });
  });

  it('failure ends the payment unpaid and frees the seat', async () => {
    const { tell } = await pendingClassPayment(44_000);
    expect(await tell('failure')).toEqual({
      status: 'failure',
      label: 'Failed',
      paid: false,
      payable: false,
      enrolment: null,
    });
  });

  it('a chargeback takes the class back; a partial chargeback keeps it', async () => {
    const full = await pendingClassPayment(45_000);
    expect(await full.tell('settlement')).toMatchObject({ label: 'Completed', enrolment: 'active' });
    expect(await full.tell('chargeback')).toEqual({
      status: 'chargeback',
      label: 'Chargeback',
      paid: true,
      payable: false,
      enrolment: null,
    });

    const partial = await pendingClassPayment(46_000);
    await partial.tell('settlement');
    expect(await partial.tell('partial_chargeback')).toEqual({
      status: 'partial_chargeback',
      label: 'Partial Chargeback',
      paid: true,
      payable: false,
      enrolment: 'active',
    });
    // A final status is never replaced by an earlier one.
    expect(await partial.tell('settlement')).toMatchObject({ status: 'partial_chargeback' });
  });
});

describe('a slow or hanging Midtrans', () => {
  const statusCalls = (orderId: string) => requests.filter((r) => r.url === `/v2/${orderId}/status`).length;

  it('a charge that times out: a clear 503, the order cancelled at Midtrans, and a retry pays once', async () => {
    hangs = 'charge';
    const klass = await createClass(app, basics, { price: 47_000 });
    const timedOut = await createPayment(app, learner.token, profileId, { type: 'class', id: klass.id });
    expect(timedOut.statusCode).toBe(503);
    expect(timedOut.json()).toMatchObject({
      err: true,
      reason: 'paymentGatewayUnavailable',
      message: 'The payment service is not answering right now, please try again in a moment',
    });
    const orphanId = (requests[0]!.body as { transaction_details: { order_id: string } }).transaction_details
      .order_id;
    expect(await enrolmentStatus(app, klass.id, profileId)).toBeNull();
    // The order Midtrans made but never answered is cancelled there, so its QR can never be paid.
    await expect.poll(() => orders.get(orphanId)?.status).toBe('cancel');

    hangs = null;
    const retried = await createPayment(app, learner.token, profileId, { type: 'class', id: klass.id });
    expect(retried.statusCode).toBe(201);
    const again = await createPayment(app, learner.token, profileId, { type: 'class', id: klass.id });
    expect(again.statusCode).toBe(200);
    expect((again.json() as { data: Transaction }).data.id).toBe(
      (retried.json() as { data: Transaction }).data.id,
    );
    const listed = await app.inject({
      url: `/api/v1/profile/${profileId}/transactions?page=1&size=50&status=pending`,
      headers: bearer(learner.token),
    });
    const pending = (listed.json() as { data: Transaction[] }).data;
    expect(pending.filter((transaction) => transaction.item.id === klass.id)).toHaveLength(1);
    expect(pending.some((transaction) => transaction.orderId === orphanId)).toBe(false);
  }, 20_000);

  it('GET /transactions/{id} asks Midtrans at most once per 5 s, even under a burst of reads', async () => {
    const klass = await createClass(app, basics, { price: 48_000 });
    const created = await createPayment(app, learner.token, profileId, { type: 'class', id: klass.id });
    const transaction = (created.json() as { data: Transaction }).data;
    const read = () => readTransaction(app, learner.token, profileId, transaction.id);

    // Charged just now: the gateway was asked then.
    await read();
    await read();
    expect(statusCalls(transaction.orderId)).toBe(0);

    // Six seconds later (as if time had passed), five reads at once ask once.
    await app.database.db
      .update(transactions)
      .set({ gatewayCheckedAt: new Date(Date.now() - 6_000) })
      .where(eq(transactions.id, transaction.id));
    const burst = await Promise.all(Array.from({ length: 5 }, read));
    expect(burst.map(({ response }) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(statusCalls(transaction.orderId)).toBe(1);
    await read();
    expect(statusCalls(transaction.orderId)).toBe(1);
  });

  it('answers a notification within 5 s when the status call hangs, and applies it once Midtrans answers', async () => {
    const klass = await createClass(app, basics, { price: 49_000 });
    const created = await createPayment(app, learner.token, profileId, { type: 'class', id: klass.id });
    const transaction = (created.json() as { data: Transaction }).data;
    const notification = signedNotification(
      transaction.orderId,
      'settlement',
      `${transaction.totalPrice}.00`,
    );
    orders.get(transaction.orderId)!.status = 'settlement';

    hangs = 'status';
    const started = performance.now();
    const answer = await postNotification(app, notification);
    expect(performance.now() - started).toBeLessThan(5_000);
    // Not 2xx, so Midtrans sends it again; nothing was granted on the body's word.
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ err: true, reason: 'paymentGatewayUnavailable' });
    expect(await enrolmentStatus(app, klass.id, profileId)).toBe('waiting_payment');

    hangs = null;
    expect((await postNotification(app, notification)).statusCode).toBe(200);
    expect(await enrolmentStatus(app, klass.id, profileId)).toBe('active');
  }, 15_000);
});
