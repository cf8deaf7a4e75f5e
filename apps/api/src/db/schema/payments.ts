import { sql } from 'drizzle-orm';
import type { Localized } from '@academy/contract/language';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { transactionStatuses, paymentItemTypes } from '@academy/contract/payments';
import { profiles } from './accounts';

// Payments (decisions §6): one row per charge at the gateway, its status history, and the
// sandbox gateway's own record of what its "bank" was told.

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Our order id at the gateway (Midtrans `order_id`), unique per charge. */
    orderId: text('order_id').notNull().unique(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: paymentItemTypes }).notNull(),
    itemId: uuid('item_id').notNull(),
    /** What was bought, as it was named then, and where it sits (to link to it). */
    itemTitle: jsonb('item_title').$type<Localized>().notNull(),
    itemClassId: uuid('item_class_id').notNull(),
    itemKitabId: uuid('item_kitab_id'),
    orderName: text('order_name').notNull(),
    /** Rupiah: the item's price, the QRIS fee and their sum (the amount charged). */
    price: integer('price').notNull(),
    fee: integer('fee').notNull(),
    totalPrice: integer('total_price').notNull(),
    paymentMethod: text('payment_method', { enum: ['qris', 'cash', 'transfer'] })
      .notNull()
      .default('qris'),
    status: text('status', { enum: transactionStatuses }).notNull().default('pending'),
    fraudStatus: text('fraud_status'),
    /** `manual`: cash or a transfer staff received (no gateway; refunded by hand). */
    gateway: text('gateway', { enum: ['sandbox', 'midtrans', 'manual'] }).notNull(),
    gatewayTransactionId: text('gateway_transaction_id'),
    qrString: text('qr_string').notNull(),
    expiresAt: instant('expires_at').notNull(),
    paidAt: instant('paid_at'),
    /** When the item was granted; set once, in the same database transaction as the paid status. */
    grantedAt: instant('granted_at'),
    /** Paid after the local expiry: granted anyway (money received is honoured) and shown to staff. */
    paidAfterExpiry: boolean('paid_after_expiry').notNull().default(false),
    /** Last time the gateway was asked about it; a lease for the reconciliation job and reads. */
    gatewayCheckedAt: instant('gateway_checked_at').notNull().defaultNow(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('transactions_profile_idx').on(table.profileId, table.createdAt),
    index('transactions_pending_idx').on(table.status, table.gatewayCheckedAt),
    // At most one payable transaction per profile and item, whatever races.
    uniqueIndex('transactions_one_pending_idx')
      .on(table.profileId, table.itemType, table.itemId)
      .where(sql`status = 'pending'`),
  ],
);

/** Every status a transaction took, where it came from, and what the gateway said. */
export const transactionStatusHistory = pgTable(
  'transaction_status_history',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: transactionStatuses }).notNull(),
    fraudStatus: text('fraud_status'),
    source: text('source', {
      enum: ['charge', 'notification', 'read', 'reconcile', 'expiry', 'cancel', 'refund', 'manual'],
    }).notNull(),
    detail: jsonb('detail'),
    at: instant('at').notNull().defaultNow(),
  },
  (table) => [index('transaction_status_history_tx_idx').on(table.transactionId, table.at)],
);

/** The sandbox gateway's side: what its payer page did to each order (decisions §6). */
export const sandboxPayments = pgTable('sandbox_payments', {
  orderId: text('order_id').primaryKey(),
  grossAmount: integer('gross_amount').notNull(),
  status: text('status', { enum: transactionStatuses }).notNull().default('pending'),
  transactionId: text('transaction_id').notNull(),
  /** Rupiah refunded so far (decision 0059): the sandbox refuses to give back more than was paid. */
  refundedAmount: integer('refunded_amount').notNull().default(0),
  /** The key of every refund made, as Midtrans keeps them: a refund asked again is made once. */
  refundKeys: text('refund_keys')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
