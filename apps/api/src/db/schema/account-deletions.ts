import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A learner's request to delete the account (decision 0090): the account is closed when the row
 * is made and erased once `erase_after` has passed, unless an admin cancels it first. The row
 * stays after erasure (the account row stays too, pseudonymised), so staff see what was done.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: instant('requested_at').notNull().defaultNow(),
    eraseAfter: instant('erase_after').notNull(),
    erasedAt: instant('erased_at'),
    cancelledAt: instant('cancelled_at'),
    cancelledByUserId: uuid('cancelled_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    cancelledByName: text('cancelled_by_name'),
    cancelReason: text('cancel_reason'),
  },
  (table) => [
    // One open request per account: a second request while one runs is refused by the database.
    uniqueIndex('account_deletions_one_open')
      .on(table.userId)
      .where(sql`${table.cancelledAt} is null`),
    index('account_deletions_due_idx').on(table.eraseAfter),
  ],
);
