import {
  GatewayError,
  type ChargeRequest,
  type ChargeResult,
  type GatewayStatus,
  type PaymentGateway,
  type RefundRequest,
} from './payment-gateway';
import { asTransactionStatus } from './transaction-status';

/** Midtrans answers with HTTP 200 and its own `status_code` in the body; both are checked. */
type MidtransAnswer = Record<string, unknown> & { status_code?: string; status_message?: string };

const chargeTimeoutMs = 10_000;
/** Short enough that a notification is answered within Midtrans's 5 s even when we ask back. */
const statusTimeoutMs = 4_000;

/**
 * Midtrans Core API over fetch (decisions §6): charge, status, cancel and refund of QRIS
 * orders, authenticated by the server key as the basic-auth user with an empty password.
 */
export class MidtransGateway implements PaymentGateway {
  readonly name = 'midtrans';
  private readonly authorization: string;

  constructor(
    serverKey: string,
    private readonly apiUrl: string,
  ) {
    this.authorization = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const answer = await this.call('POST', '/v2/charge', chargeTimeoutMs, {
      payment_type: 'qris',
      transaction_details: { order_id: request.orderId, gross_amount: request.grossAmount },
      item_details: request.items.map((item) => ({
        id: item.id,
        price: item.price,
        quantity: 1,
        name: item.name.slice(0, 50),
      })),
      customer_details: {
        first_name: request.customer.firstName,
        email: request.customer.email,
        phone: request.customer.phone,
      },
      custom_expiry: { expiry_duration: request.expiryMinutes, unit: 'minute' },
    });
    const status = asTransactionStatus(answer.transaction_status);
    if (answer.status_code !== '201' || !status || typeof answer.qr_string !== 'string') {
      throw new GatewayError(
        `Midtrans refused the charge: ${answer.status_code} ${answer.status_message ?? ''}`,
      );
    }
    return {
      gatewayTransactionId: String(answer.transaction_id ?? ''),
      qrString: answer.qr_string,
      status,
    };
  }

  status(orderId: string) {
    return this.orderCall('GET', `/v2/${encodeURIComponent(orderId)}/status`, orderId);
  }

  cancel(orderId: string) {
    return this.orderCall('POST', `/v2/${encodeURIComponent(orderId)}/cancel`, orderId);
  }

  refund(orderId: string, refund: RefundRequest) {
    return this.orderCall('POST', `/v2/${encodeURIComponent(orderId)}/refund`, orderId, {
      refund_key: refund.key,
      amount: refund.amount,
      reason: refund.reason.slice(0, 255),
    });
  }

  private async orderCall(
    method: string,
    path: string,
    orderId: string,
    body?: unknown,
  ): Promise<GatewayStatus | null> {
    const answer = await this.call(method, path, statusTimeoutMs, body);
    if (answer.status_code === '404') return null;
    const status = asTransactionStatus(answer.transaction_status);
    if (!status || !/^2\d\d$/.test(answer.status_code ?? '')) {
      throw new GatewayError(`Midtrans answered ${answer.status_code} ${answer.status_message ?? ''}`);
    }
    return {
      orderId: String(answer.order_id ?? orderId),
      status,
      fraudStatus: typeof answer.fraud_status === 'string' ? answer.fraud_status : null,
      grossAmount: String(answer.gross_amount ?? ''),
      gatewayTransactionId: typeof answer.transaction_id === 'string' ? answer.transaction_id : null,
      refundKeys: refundKeysOf(answer.refunds),
    };
  }

  private async call(
    method: string,
    path: string,
    timeoutMs: number,
    body?: unknown,
  ): Promise<MidtransAnswer> {
    let response: Response;
    try {
      response = await fetch(`${this.apiUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          authorization: this.authorization,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GatewayError(`Midtrans did not answer ${method} ${path}`, { cause: error });
    }
    if (response.status >= 500) throw new GatewayError(`Midtrans answered HTTP ${response.status}`);
    try {
      return (await response.json()) as MidtransAnswer;
    } catch (error) {
      throw new GatewayError(`Midtrans answered HTTP ${response.status} without JSON`, { cause: error });
    }
  }
}

/** The keys of the refunds listed in a Midtrans answer (`refunds: [{refund_key, …}]`). */
function refundKeysOf(refunds: unknown): string[] {
  if (!Array.isArray(refunds)) return [];
  return refunds.flatMap((refund: unknown) => {
    const key = (refund as { refund_key?: unknown } | null)?.refund_key;
    return typeof key === 'string' ? [key] : [];
  });
}
