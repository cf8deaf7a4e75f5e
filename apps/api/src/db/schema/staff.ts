import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Every change staff make (decisions §8): who, when, what, and the editable document before and
 * after (null before a creation and after a deletion). Written in the change's own transaction.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The staff account; kept as text history when the account is gone. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action', {
      enum: [
        'create',
        'update',
        'delete',
        'archive',
        'reorder',
        'upload',
        'refund',
        'reconcile',
        'issue',
        'revoke',
        'reissue',
      ],
    }).notNull(),
    /** The staff resource, e.g. `classes`, `courses`, `media`. */
    resource: text('resource').notNull(),
    resourceId: text('resource_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_audit_log_created_idx').on(table.createdAt),
    index('staff_audit_log_resource_idx').on(table.resource, table.resourceId),
  ],
);
