import { and, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/index';

/** How long an account may stay unverified before it is removed. */
export const unverifiedAccountLifetimeMs = 24 * 60 * 60_000;

/**
 * Removes accounts left unverified for a day (their profiles and codes go with them). Safe with
 * several servers on one PostgreSQL: one transaction-scoped advisory lock lets one run at a time;
 * the others skip. Answers how many were removed, or null when another server holds the lock.
 */
export async function removeStaleUnverifiedAccounts(db: Database, now = new Date()): Promise<number | null> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtextextended('academy:unverified-account-cleanup', 0)) as locked`,
    );
    if (!lockTaken(lock)) return null;
    const removed = await tx
      .delete(users)
      .where(
        and(
          isNull(users.verifiedAt),
          lt(users.createdAt, new Date(now.getTime() - unverifiedAccountLifetimeMs)),
        ),
      )
      .returning({ id: users.id });
    return removed.length;
  });
}

/** PGlite answers `{ rows }`, node-postgres a result with `rows` too. */
function lockTaken(result: unknown): boolean {
  const rows = (result as { rows?: { locked?: boolean }[] }).rows ?? [];
  return rows[0]?.locked === true;
}
