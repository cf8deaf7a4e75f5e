import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';

// Web Push (api-contract "Offline study and Web Push", decision 0155).

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A device that turned push on for a profile: one row per profile and push endpoint (the browser's
 * push service address names the device). A 404 or 410 from the push service removes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url) the payload is encrypted to. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** When the browser said the subscription ends, if it did. */
    expiresAt: instant('expires_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_profile_endpoint_idx').on(table.profileId, table.endpoint),
    index('push_subscriptions_profile_created_idx').on(table.profileId, table.createdAt),
  ],
);
