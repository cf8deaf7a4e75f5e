import { z } from 'zod';
import { staffTextSchema } from './text-rules';
import { localizedSchema } from './language-schema';
import { pageQuerySchema } from './paging';
import {
  paymentItemRefSchema,
  paymentItemTypeSchema,
  recordedPaymentMethodSchema,
  transactionStatusFilterSchema,
  transactionStatusSchema,
} from './payments';

// Payments in the staff console (issue 14, decisions 0058–0059): every transaction with filters,
// one transaction with its history and gateway references, refunds and a check with the gateway.
// Money is whole rupiah.

/** `GET /staff/transactions`: filters; dates are days in the academy's time zone (Asia/Jakarta). */
export const staffTransactionQuerySchema = pageQuerySchema.extend({
  /** A gateway status, or a group of them (`paid` finds `capture` and `settlement`). */
  status: transactionStatusFilterSchema.optional(),
  itemType: paymentItemTypeSchema.optional(),
  itemId: z.uuid().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** `true`: only payments settled after their local expiry (granted anyway, marked for staff). */
  lateSettlement: z.enum(['true', 'false']).optional(),
  /** An order id, a profile or account name, an account phone number or e-mail. */
  search: z.string().trim().max(100).optional(),
});
export type StaffTransactionQuery = z.infer<typeof staffTransactionQuerySchema>;

/** `GET /staff/transactions.csv|.xlsx`: the list's filters, every matching row up to `staffExportLimit`. */
export const staffTransactionFileQuerySchema = staffTransactionQuerySchema.omit({ page: true, size: true });
export type StaffTransactionFileQuery = z.infer<typeof staffTransactionFileQuerySchema>;

export const staffTransactionParamsSchema = z.object({ id: z.uuid() });

const learnerSchema = z.object({
  profileId: z.uuid(),
  profileName: z.string(),
  userId: z.uuid(),
  accountName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
});

/** One row of the staff list. */
export const staffTransactionRowSchema = z.object({
  id: z.uuid(),
  orderId: z.string(),
  item: z.object({ type: paymentItemTypeSchema, id: z.uuid(), title: localizedSchema, classId: z.uuid() }),
  learner: learnerSchema,
  totalPrice: z.number().int(),
  /** What was given back so far (refunds made). */
  refundedAmount: z.number().int(),
  status: transactionStatusSchema,
  paidAfterExpiry: z.boolean(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  /** How it was paid: QRIS at the gateway, or cash or a transfer staff received (issue 38 item 11). */
  paymentMethod: recordedPaymentMethodSchema,
  /**
   * The payment's receipt: the gateway's transaction id for QRIS, the receipt number or bank
   * reference staff recorded for cash or a transfer; null when there is none.
   */
  receipt: z.string().nullable(),
});
export type StaffTransactionRow = z.infer<typeof staffTransactionRowSchema>;

export const staffTransactionHistoryEntrySchema = z.object({
  status: transactionStatusSchema,
  fraudStatus: z.string().nullable(),
  /** Where the status came from: the charge, a notification, a read, the job, expiry, a cancel or a refund. */
  source: z.string(),
  at: z.iso.datetime(),
});

export const staffRefundSchema = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  reason: z.string(),
  /** The staff member who made it (kept when their account is gone). */
  actorName: z.string(),
  createdAt: z.iso.datetime(),
});
export type StaffRefund = z.infer<typeof staffRefundSchema>;

/** `GET /staff/transactions/{id}`. */
export const staffTransactionDetailSchema = staffTransactionRowSchema.extend({
  orderName: z.string(),
  price: z.number().int(),
  fee: z.number().int(),
  paymentMethod: recordedPaymentMethodSchema,
  fraudStatus: z.string().nullable(),
  /** `manual`: cash or a transfer staff received and recorded (no gateway; refunded by hand). */
  gateway: z.enum(['sandbox', 'midtrans', 'manual']),
  /** The staff member who received a cash or transfer payment; null for gateway payments. */
  receivedBy: z.string().nullable(),
  gatewayTransactionId: z.string().nullable(),
  expiresAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** What can still be refunded (0 when unpaid or refunded in full). */
  refundable: z.number().int(),
  history: z.array(staffTransactionHistoryEntrySchema),
  refunds: z.array(staffRefundSchema),
});
export type StaffTransactionDetail = z.infer<typeof staffTransactionDetailSchema>;

/** `POST /staff/transactions/{id}/refund`: no amount = everything left to refund. */
export const staffRefundBodySchema = z.object({
  amount: z
    .number({ error: 'refundAmountInvalid' })
    .int('refundAmountInvalid')
    .min(1, 'refundAmountInvalid')
    .max(1_000_000_000, 'refundAmountInvalid')
    .optional(),
  reason: staffTextSchema().trim().min(1, 'required').max(500, 'tooLong'),
});
export type StaffRefundBody = z.infer<typeof staffRefundBodySchema>;

/**
 * `POST /staff/payments` (admins): a cash or transfer payment staff received, recorded as a
 * `settlement` transaction that grants the item, counts in revenue and is refunded by hand.
 */
export const staffManualPaymentBodySchema = z.object({
  profileId: z.uuid({ error: 'required' }),
  item: paymentItemRefSchema,
  method: z.enum(['cash', 'transfer'], { error: 'invalidValue' }),
  amount: z
    .number({ error: 'numberInvalid' })
    .int('numberInvalid')
    .min(1, 'numberInvalid')
    .max(1_000_000_000, 'numberInvalid'),
  /** A transfer's bank reference, a receipt number; may be empty for cash. */
  reference: staffTextSchema().trim().max(200, 'tooLong'),
  reason: staffTextSchema().trim().min(1, 'required').max(500, 'tooLong'),
});
export type StaffManualPaymentBody = z.infer<typeof staffManualPaymentBodySchema>;

/** The console's form of a recorded payment, one field per control (the profile is the page's). */
export const staffManualPaymentFormSchema = staffManualPaymentBodySchema
  .omit({ profileId: true, item: true })
  .extend({
    itemType: paymentItemTypeSchema,
    itemId: z.uuid({ error: 'required' }),
  });
