import { z } from 'zod';
import { localizedSchema } from './language-schema';
import { pageQuerySchema } from './paging';

/**
 * Payments and transactions (decisions §6, api-contract "Calls for payments and transactions").
 * Money is whole rupiah. Statuses are the gateway's (Midtrans) names; the spec gives each a label.
 */
export const transactionStatuses = [
  'pending',
  'capture',
  'settlement',
  'deny',
  'cancel',
  'expire',
  'failure',
  'refund',
  'chargeback',
  'partial_refund',
  'partial_chargeback',
  'authorize',
] as const;
export const transactionStatusSchema = z.enum(transactionStatuses);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

/**
 * The statuses as a person reads them (issue 38 item 13): a handful of outcomes instead of the
 * gateway's twelve names. Every status is in exactly one group; the staff transactions filter
 * offers these, and a filter by a group finds every status of it.
 */
export const transactionStatusGroups = {
  waiting: ['pending', 'authorize'],
  paid: ['capture', 'settlement'],
  unpaid: ['deny', 'cancel', 'expire', 'failure'],
  refunded: ['refund', 'partial_refund'],
  chargedBack: ['chargeback', 'partial_chargeback'],
} as const satisfies Record<string, readonly TransactionStatus[]>;
export type TransactionStatusGroup = keyof typeof transactionStatusGroups;
export const transactionStatusGroupNames = Object.keys(transactionStatusGroups) as TransactionStatusGroup[];

/** A filter by status: one of the gateway's statuses, or a group of them. */
export const transactionStatusFilterSchema = z.enum([
  ...transactionStatuses,
  ...(transactionStatusGroupNames as [TransactionStatusGroup, ...TransactionStatusGroup[]]),
]);
export type TransactionStatusFilter = z.infer<typeof transactionStatusFilterSchema>;

/** The statuses a filter finds: the group's, or the one status. */
export function statusesOf(filter: TransactionStatusFilter): readonly TransactionStatus[] {
  return filter in transactionStatusGroups
    ? transactionStatusGroups[filter as TransactionStatusGroup]
    : [filter as TransactionStatus];
}

/** The group a status belongs to. */
export function groupOf(status: TransactionStatus): TransactionStatusGroup {
  return transactionStatusGroupNames.find((group) =>
    (transactionStatusGroups[group] as readonly TransactionStatus[]).includes(status),
  )!;
}

/** What can be bought: a paid class, a kitab on its own, or a priced exam. */
export const paymentItemTypes = ['class', 'kitab', 'exam'] as const;
export const paymentItemTypeSchema = z.enum(paymentItemTypes);
export type PaymentItemType = z.infer<typeof paymentItemTypeSchema>;

export const paymentMethods = ['qris'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
/** How a transaction was paid: QRIS by the learner, or cash or a bank transfer staff received. */
export const recordedPaymentMethods = ['qris', 'cash', 'transfer'] as const;
export const recordedPaymentMethodSchema = z.enum(recordedPaymentMethods);

export const paymentItemRefSchema = z.object({ type: paymentItemTypeSchema, id: z.uuid() });
export type PaymentItemRef = z.infer<typeof paymentItemRefSchema>;

/** The item a transaction pays for; `classId` and `kitabId` say where it sits, to link to it. */
export const paymentItemSchema = paymentItemRefSchema.extend({
  title: localizedSchema,
  classId: z.uuid(),
  /** The kitab of a kitab or an exam; null for a class. */
  kitabId: z.uuid().nullable(),
  /** Where reading a kitab starts (its first course), to open it once paid; null for others. */
  start: z.object({ pertemuanId: z.uuid(), courseId: z.uuid() }).nullable(),
});
export type PaymentItem = z.infer<typeof paymentItemSchema>;

export const transactionSchema = z.object({
  id: z.uuid(),
  orderId: z.string(),
  orderName: z.string(),
  profileId: z.uuid(),
  item: paymentItemSchema,
  price: z.number().int(),
  fee: z.number().int(),
  totalPrice: z.number().int(),
  paymentMethod: recordedPaymentMethodSchema,
  status: transactionStatusSchema,
  /** Whether the item was granted: `settlement`, or `capture` with fraud status `accept`. */
  paid: z.boolean(),
  /** The QRIS payload to render as a QR code; null once it can no longer be paid. */
  qrString: z.string().nullable(),
  /** The QR code as a PNG data URL (large enough to scan from another phone); only in single-transaction answers. */
  qrImage: z.string().nullable(),
  expiresAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  /** Paid after its local expiry: granted, and shown to staff to check. */
  paidAfterExpiry: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const createPaymentBodySchema = z.object({
  profileId: z.uuid(),
  item: paymentItemRefSchema,
  method: paymentMethodSchema,
});
export type CreatePaymentBody = z.infer<typeof createPaymentBodySchema>;

/** What a payment-method screen shows before paying: the item and its price, fee and total. */
export const paymentQuoteQuerySchema = z.object({
  profileId: z.uuid(),
  itemType: paymentItemTypeSchema,
  itemId: z.uuid(),
});
export type PaymentQuoteQuery = z.infer<typeof paymentQuoteQuerySchema>;

export const paymentQuoteSchema = z.object({
  item: paymentItemSchema,
  price: z.number().int(),
  fee: z.number().int(),
  totalPrice: z.number().int(),
  feePercent: z.number(),
  methods: z.array(paymentMethodSchema),
  /** Minutes a new transaction (and the seat of a class) is held. */
  expiryMinutes: z.number().int(),
  /** The profile already has the item. */
  owned: z.boolean(),
  /** The profile's transaction for this item still waiting for payment, if any. */
  pendingTransactionId: z.uuid().nullable(),
});
export type PaymentQuote = z.infer<typeof paymentQuoteSchema>;

export const transactionListQuerySchema = pageQuerySchema.extend({
  status: transactionStatusSchema.optional(),
});
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

export const profileTransactionsParamsSchema = z.object({ profileId: z.uuid() });

/**
 * What a profile already holds of what the store sells, by the same rules as a payment's
 * `owned` (`GET /profile/{profileId}/owned-items`): classes it is enrolled in, kitab it reads
 * (through its class or bought alone) and exams it bought.
 */
export const ownedItemsSchema = z.object({
  classIds: z.array(z.uuid()),
  kitabIds: z.array(z.uuid()),
  examIds: z.array(z.uuid()),
});
export type OwnedItems = z.infer<typeof ownedItemsSchema>;
export const transactionParamsSchema = z.object({ transactionId: z.uuid() });
export const transactionProfileQuerySchema = z.object({ profileId: z.uuid() });
export const cancelTransactionBodySchema = z.object({ profileId: z.uuid() });

/** The sandbox payer page's choices (decisions §6). */
export const sandboxOutcomes = ['settlement', 'deny', 'expire'] as const;
export const sandboxPaymentBodySchema = z.object({ outcome: z.enum(sandboxOutcomes) });
export type SandboxOutcome = (typeof sandboxOutcomes)[number];
export const sandboxOrderParamsSchema = z.object({ orderId: z.string().min(1).max(64) });

/** What the sandbox payer page shows of an order (no account data: anyone with the link pays). */
export const sandboxOrderSchema = z.object({
  orderId: z.string(),
  orderName: z.string(),
  totalPrice: z.number().int(),
  status: transactionStatusSchema,
  expiresAt: z.iso.datetime(),
});
export type SandboxOrder = z.infer<typeof sandboxOrderSchema>;

/** A Midtrans HTTP notification: the fields we read; the rest is kept as sent. */
export const midtransNotificationSchema = z.looseObject({
  order_id: z.string().min(1).max(64),
  status_code: z.string().max(8),
  gross_amount: z.string().max(32),
  signature_key: z.string().max(256),
  transaction_status: z.string().max(32).optional(),
  fraud_status: z.string().max(32).optional(),
  transaction_id: z.string().max(64).optional(),
});
export type MidtransNotification = z.infer<typeof midtransNotificationSchema>;

export const notificationReceivedSchema = z.object({ received: z.literal(true) });
