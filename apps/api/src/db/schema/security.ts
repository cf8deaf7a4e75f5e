import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles, sessions } from './accounts';

/**
 * Profiles a session has unlocked with their PIN (decision 0014). A row lets that session act as
 * that profile; sign-out (the session is revoked), a PIN lock or a PIN change ends it.
 */
export const profileUnlocks = pgTable(
  'profile_unlocks',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.profileId] }),
    index('profile_unlocks_profile_idx').on(table.profileId),
  ],
);
