import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { transactions } from './payments';

// Refunds made from the staff console (decision 0059): one row per refund asked of the gateway.

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const transactionRefunds = pgTable(
  'transaction_refunds',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    /** Rupiah given back by this refund. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /**
     * `requested`: claimed and sent to the gateway (it counts against what is left, so a second
     * request meanwhile cannot pass); `done` once the gateway made it. A refused one is deleted.
     */
    state: text('state', { enum: ['requested', 'done'] }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('transaction_refunds_tx_idx').on(table.transactionId, table.createdAt),
    // One refund of a transaction at the gateway at a time.
    uniqueIndex('transaction_refunds_one_requested_idx')
      .on(table.transactionId)
      .where(sql`state = 'requested'`),
  ],
);
