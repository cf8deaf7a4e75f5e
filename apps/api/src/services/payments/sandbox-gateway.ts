import type { SandboxOutcome, TransactionStatus } from '@academy/contract/payments';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sandboxPayments } from '../../db/schema/index';
import {
  GatewayError,
  type ChargeRequest,
  type ChargeResult,
  type GatewayStatus,
  type PaymentGateway,
  type RefundRequest,
} from './payment-gateway';
import { buildQrisPayload, type QrisMerchant } from './qris-payload';
import { notificationSignature } from './transaction-status';

/** Midtrans's `status_code` for each status a notification may carry. */
const statusCodes: Partial<Record<TransactionStatus, string>> = {
  settlement: '200',
  capture: '200',
  cancel: '200',
  refund: '200',
  pending: '201',
  deny: '202',
  expire: '407',
};

const grossAmountText = (amount: number) => `${amount}.00`;

/**
 * The built-in gateway (decisions §6): issues real dynamic QRIS payloads and keeps its own
 * record of each order in the database (so any server of several answers for it). Its payer
 * page pays, denies or expires an order and tells the app with a signed, Midtrans-shaped
 * notification.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';

  constructor(
    private readonly db: Database,
    private readonly merchant: QrisMerchant,
    private readonly serverKey: string,
  ) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const transactionId = randomUUID();
    await this.db
      .insert(sandboxPayments)
      .values({ orderId: request.orderId, grossAmount: request.grossAmount, transactionId });
    return {
      gatewayTransactionId: transactionId,
      qrString: buildQrisPayload(this.merchant, { amount: request.grossAmount, orderId: request.orderId }),
      status: 'pending',
    };
  }

  async status(orderId: string): Promise<GatewayStatus | null> {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
    return row ? toStatus(row) : null;
  }

  cancel(orderId: string) {
    return this.settle(orderId, 'cancel');
  }

  /**
   * As a bank would: gives back part or all of a settled order, never more than was paid
   * (one statement, so two refunds at once cannot overdraw it), once per refund key (a refund
   * asked again answers as it did); refuses anything else.
   */
  async refund(orderId: string, refund: RefundRequest): Promise<GatewayStatus | null> {
    const known = await this.status(orderId);
    if (known?.refundKeys.includes(refund.key)) return known;
    const refunded = sql`${sandboxPayments.refundedAmount} + ${refund.amount}`;
    const [row] = await this.db
      .update(sandboxPayments)
      .set({
        refundedAmount: refunded,
        refundKeys: sql`array_append(${sandboxPayments.refundKeys}, ${refund.key})`,
        status: sql`case when ${refunded} >= ${sandboxPayments.grossAmount} then 'refund' else 'partial_refund' end`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(sandboxPayments.orderId, orderId),
          inArray(sandboxPayments.status, ['settlement', 'partial_refund']),
          sql`${refunded} <= ${sandboxPayments.grossAmount}`,
          sql`not (${refund.key} = any(${sandboxPayments.refundKeys}))`,
        ),
      )
      .returning();
    if (row) return toStatus(row);
    const now = await this.status(orderId);
    if (!now) return null;
    if (now.refundKeys.includes(refund.key)) return now;
    throw new GatewayError(`sandbox refused to refund ${refund.amount} of ${orderId}`);
  }

  /** The payer's choice on the sandbox page; an order that is no longer pending stays as it is. */
  async pay(orderId: string, outcome: SandboxOutcome) {
    return this.settle(orderId, outcome);
  }

  /** The notification a bank's payment would make Midtrans send, signed with the server key. */
  notificationFor(status: GatewayStatus) {
    const statusCode = statusCodes[status.status] ?? '200';
    return {
      transaction_time: new Date().toISOString().replace('T', ' ').slice(0, 19),
      transaction_status: status.status,
      transaction_id: status.gatewayTransactionId ?? '',
      status_message: 'midtrans payment notification',
      status_code: statusCode,
      signature_key: notificationSignature(status.orderId, statusCode, status.grossAmount, this.serverKey),
      payment_type: 'qris',
      order_id: status.orderId,
      merchant_id: 'SANDBOX',
      gross_amount: status.grossAmount,
      fraud_status: 'accept',
      currency: 'IDR',
    };
  }

  private async settle(orderId: string, status: TransactionStatus): Promise<GatewayStatus | null> {
    const [row] = await this.db
      .update(sandboxPayments)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(sandboxPayments.orderId, orderId), eq(sandboxPayments.status, 'pending')))
      .returning();
    return row ? toStatus(row) : this.status(orderId);
  }
}

function toStatus(row: typeof sandboxPayments.$inferSelect): GatewayStatus {
  return {
    orderId: row.orderId,
    status: row.status,
    fraudStatus: 'accept',
    grossAmount: grossAmountText(row.grossAmount),
    gatewayTransactionId: row.transactionId,
    refundKeys: row.refundKeys,
  };
}
