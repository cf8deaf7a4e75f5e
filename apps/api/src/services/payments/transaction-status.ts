import { transactionStatuses, type TransactionStatus } from '@academy/contract/payments';
import { createHash, timingSafeEqual } from 'node:crypto';

/** Paid = `settlement`, or `capture` with fraud status `accept` (decisions §6). */
export function isPaid(status: TransactionStatus, fraudStatus: string | null | undefined): boolean {
  return status === 'settlement' || (status === 'capture' && fraudStatus === 'accept');
}

export function asTransactionStatus(value: unknown): TransactionStatus | null {
  return typeof value === 'string' && (transactionStatuses as readonly string[]).includes(value)
    ? (value as TransactionStatus)
    : null;
}

/**
 * How far along a status is. A transaction only moves to a higher rank, so a notification that
 * arrives late (pending after settlement) never undoes a final status. The ends of an unpaid
 * transaction share one rank (the first wins) below the paid ones: money that arrives after a
 * local expiry or cancel is still taken (decisions §6, late settlement). A capture under fraud
 * review (`challenge`) is not money yet: it ranks below the unpaid ends and the paid capture, so
 * the review's outcome (accept, deny, cancel) moves it on.
 */
const rank: Record<TransactionStatus, number> = {
  pending: 0,
  authorize: 1,
  deny: 3,
  cancel: 3,
  expire: 3,
  failure: 3,
  capture: 4,
  settlement: 5,
  partial_refund: 6,
  partial_chargeback: 6,
  refund: 7,
  chargeback: 7,
};
const captureUnderReview = 2;

/** A status with the gateway's fraud verdict (it decides whether a capture is paid). */
export interface StatusWithFraud {
  status: TransactionStatus;
  fraudStatus: string | null | undefined;
}

function rankOf({ status, fraudStatus }: StatusWithFraud): number {
  return status === 'capture' && !isPaid(status, fraudStatus) ? captureUnderReview : rank[status];
}

export function canMoveTo(current: StatusWithFraud, next: StatusWithFraud): boolean {
  return rankOf(next) > rankOf(current);
}

/** Midtrans notification signature: SHA-512 hex of order_id + status_code + gross_amount + server key. */
export function notificationSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
) {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${serverKey}`).digest('hex');
}

export function isValidSignature(
  body: { order_id: string; status_code: string; gross_amount: string; signature_key: string },
  serverKey: string,
): boolean {
  const expected = Buffer.from(
    notificationSignature(body.order_id, body.status_code, body.gross_amount, serverKey),
  );
  const given = Buffer.from(body.signature_key.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The rupiah amount a gateway wrote as "151050.00". */
export function rupiahOf(grossAmount: string): number {
  return Number(grossAmount);
}
