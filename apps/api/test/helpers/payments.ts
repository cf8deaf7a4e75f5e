import type { Transaction } from '@academy/contract/payments';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import { enrolments } from '../../src/db/schema/index';
import { notificationSignature } from '../../src/services/payments/transaction-status';
import { bearer } from './account-factory';

/** The server key the payment tests run with (signs and checks notifications). */
export const testServerKey = 'SB-Mid-server-test-key-0123456789';

export function createPayment(
  app: App,
  token: string,
  profileId: string,
  item: { type: 'class' | 'kitab' | 'exam'; id: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/payments',
    headers: { ...bearer(token), 'accept-language': 'en' },
    payload: { profileId, item, method: 'qris' },
  });
}

/** Staff (an admin's `headers`) record a cash payment of 150,000 for a class, which enrols the profile. */
export async function recordCashPayment(
  app: App,
  headers: Record<string, string>,
  profileId: string,
  classId: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/staff/payments',
    headers,
    payload: {
      profileId,
      item: { type: 'class', id: classId },
      method: 'cash',
      amount: 150_000,
      reference: 'Kwitansi 017',
      reason: 'Paid at the office',
    },
  });
  if (response.statusCode !== 201) throw new Error(`payment not recorded: ${response.body}`);
}

export async function createdTransaction(...args: Parameters<typeof createPayment>): Promise<Transaction> {
  const response = await createPayment(...args);
  if (response.statusCode !== 201) throw new Error(`payment not created: ${response.body}`);
  return (response.json() as { data: Transaction }).data;
}

export async function readTransaction(app: App, token: string, profileId: string, transactionId: string) {
  const response = await app.inject({
    url: `/api/v1/transactions/${transactionId}?profileId=${profileId}`,
    headers: bearer(token),
  });
  return { response, transaction: (response.json() as { data: Transaction }).data };
}

/** A Midtrans-shaped notification, signed with `serverKey`. */
export function signedNotification(
  orderId: string,
  status: string,
  grossAmount: string,
  serverKey = testServerKey,
  statusCode = status === 'pending' ? '201' : '200',
) {
  return {
    order_id: orderId,
    status_code: statusCode,
    gross_amount: grossAmount,
    transaction_status: status,
    fraud_status: 'accept',
    payment_type: 'qris',
    signature_key: notificationSignature(orderId, statusCode, grossAmount, serverKey),
  };
}

export function postNotification(app: App, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/payments/midtrans/notification', payload });
}

/** The profile's enrolment status in a class (`waiting_payment` holds the seat), null without one. */
export async function enrolmentStatus(app: App, classId: string, profileId: string) {
  const [row] = await app.database.db
    .select({ status: enrolments.status })
    .from(enrolments)
    .where(and(eq(enrolments.classId, classId), eq(enrolments.profileId, profileId)));
  return row?.status ?? null;
}
