import type { TransactionStatus } from '@academy/contract/payments';

/** One charge as the gateway is asked for it (whole rupiah; the items add up to the total). */
export interface ChargeRequest {
  orderId: string;
  grossAmount: number;
  items: { id: string; name: string; price: number }[];
  customer: { firstName: string; email: string; phone: string };
  expiryMinutes: number;
}

export interface ChargeResult {
  gatewayTransactionId: string;
  qrString: string;
  status: TransactionStatus;
}

export interface RefundRequest {
  amount: number;
  reason: string;
  key: string;
}

/** What the gateway says of an order now (Midtrans status shape). */
export interface GatewayStatus {
  orderId: string;
  status: TransactionStatus;
  fraudStatus: string | null;
  /** As the gateway wrote it, e.g. "151050.00". */
  grossAmount: string;
  gatewayTransactionId: string | null;
  /** The keys of the refunds the gateway made of this order (Midtrans `refunds[].refund_key`). */
  refundKeys: string[];
}

/** A gateway that is down, slow or answers something we cannot use. */
export class GatewayError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayError';
  }
}

/**
 * A payment gateway (decisions §6): the built-in sandbox, or Midtrans Core API. Both sign
 * their notifications with the server key and are read back through `status`.
 */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'midtrans';
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The order's status now; null when the gateway does not know the order. */
  status(orderId: string): Promise<GatewayStatus | null>;
  cancel(orderId: string): Promise<GatewayStatus | null>;
  /**
   * Gives back `amount` of a paid order (all or part of what is left); answers its status then
   * (`refund` or `partial_refund`), null when the gateway does not know the order, and throws
   * `GatewayError` when it refuses. `key` is unique per refund, so a retried call refunds once.
   */
  refund(orderId: string, refund: RefundRequest): Promise<GatewayStatus | null>;
}
