import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Settings } from '../../config/settings';
import type { Database } from '../../db/database';
import type { CatalogueService } from '../catalogue/index';
import type { EnrolmentService } from '../learning/index';
import { MidtransGateway } from './midtrans-gateway';
import { PaymentService } from './payment-service';
import { SandboxGateway } from './sandbox-gateway';

/**
 * The payment service on the gateway `PAYMENT_GATEWAY` names. The sandbox signs its notifications
 * with MIDTRANS_SERVER_KEY when set, else with a key made at start (its notifications never
 * leave the process). `sandbox` is set only while the sandbox is the gateway.
 */
export function createPayments(
  settings: Settings,
  db: Database,
  deps: {
    catalogue: CatalogueService;
    enrolments: EnrolmentService;
    log: FastifyBaseLogger;
    /** Wraps the gateway the payment service calls (the metrics count its errors). */
    watchGateway?: <G extends object>(gateway: G) => G;
  },
) {
  const serverKey = settings.MIDTRANS_SERVER_KEY ?? `sandbox-${randomBytes(24).toString('hex')}`;
  const sandbox =
    settings.PAYMENT_GATEWAY === 'sandbox'
      ? new SandboxGateway(
          db,
          // A sandbox merchant: real QRIS structure, numbers no acquirer has issued.
          {
            name: settings.ACADEMY_NAME,
            city: 'Jakarta',
            nmid: 'ID1026000000001',
            pan: '9360000000000000011',
          },
          serverKey,
        )
      : undefined;
  const chosen = sandbox ?? new MidtransGateway(serverKey, settings.MIDTRANS_API_URL);
  const gateway = deps.watchGateway ? deps.watchGateway(chosen) : chosen;
  const payments = new PaymentService(
    db,
    gateway,
    {
      feePercent: settings.PAYMENT_QRIS_FEE_PERCENT,
      expiryMinutes: settings.PAYMENT_EXPIRY_MINUTES,
      serverKey,
    },
    deps.catalogue,
    deps.enrolments,
    deps.log,
  );
  return { payments, sandbox };
}
