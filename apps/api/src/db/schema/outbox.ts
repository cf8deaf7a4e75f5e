import { messageChannels, messagePurposes } from '@academy/contract/dev-outbox';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages kept by the dev outbox transport (only while it is the transport). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    channel: text('channel', { enum: messageChannels }).notNull(),
    to: text('to').notNull(),
    purpose: text('purpose', { enum: messagePurposes }).notNull(),
    body: text('body').notNull(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_to_idx').on(table.to, table.createdAt)],
);
