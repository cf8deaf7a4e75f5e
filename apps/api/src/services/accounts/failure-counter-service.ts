import type { MessageKey } from '@academy/contract/messages';
import { and, eq, gt, inArray, like, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { failureCounters } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { escapeLike } from '../../lib/like-pattern';

export interface CounterLimit {
  key: string;
  /** Tries allowed to fail in one window; the next one is refused (429) until the window ends. */
  limit: number;
  /** A right answer clears the key (a learner's own counter); otherwise it only gives its try back. */
  clearOnSuccess?: boolean;
}

/**
 * Fixed-window counters of failed secret checks (sign-in per phone number and per client
 * address, current passwords per account, class join passwords per profile and class).
 *
 * A try is taken before the secret is compared, in one statement per key that only counts while
 * the key is under its limit, so a burst of any size never gets more than `limit` comparisons
 * into a window: the rest are refused before they are checked. A right answer gives its try back.
 */
export class FailureCounterService {
  constructor(
    private readonly db: Database,
    private readonly windowMs = 15 * 60_000,
  ) {}

  /**
   * Takes a try on every key (429 with `tooMany` and Retry-After when any is used up), runs
   * `check`, and keeps the tries only when it answers false (a wrong secret).
   */
  async attempt(
    limits: CounterLimit[],
    tooMany: MessageKey,
    check: () => Promise<boolean>,
  ): Promise<boolean> {
    await this.take(limits, tooMany);
    let right = false;
    try {
      right = await check();
      return right;
    } catch (error) {
      right = true; // a fault is not a wrong secret: give the tries back
      throw error;
    } finally {
      if (right) await this.giveBack(limits);
    }
  }

  /** Drops the counter `key` and every counter whose key extends it with `@` (e.g. per address). */
  async forget(key: string): Promise<void> {
    await this.db
      .delete(failureCounters)
      .where(or(eq(failureCounters.key, key), like(failureCounters.key, `${escapeLike(key)}@%`)));
  }

  /**
   * Takes a try on every key without a secret to check: a use that counts whatever its outcome
   * (a data export), refused with 429 once a key's tries in the window are used up.
   */
  async take(limits: CounterLimit[], tooMany: MessageKey): Promise<void> {
    const now = new Date();
    const windowStart = new Date(now.getTime() - this.windowMs);
    const expired = sql`${failureCounters.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
    // Keys in one order, so two calls sharing keys cannot deadlock on PostgreSQL.
    const ordered = [...limits].sort((a, b) => a.key.localeCompare(b.key));
    await this.db.transaction(async (tx) => {
      for (const { key, limit } of ordered) {
        const counted = await tx
          .insert(failureCounters)
          .values({ key, failures: 1, windowStartedAt: now })
          .onConflictDoUpdate({
            target: failureCounters.key,
            set: {
              failures: sql`case when ${expired} then 1 else ${failureCounters.failures} + 1 end`,
              windowStartedAt: sql`case when ${expired} then excluded.window_started_at else ${failureCounters.windowStartedAt} end`,
            },
            setWhere: sql`${expired} or ${failureCounters.failures} < ${limit}`,
          })
          .returning({ failures: failureCounters.failures });
        if (counted.length > 0) continue;
        const [row] = await tx
          .select({ windowStartedAt: failureCounters.windowStartedAt })
          .from(failureCounters)
          .where(eq(failureCounters.key, key));
        // Read after the row's lock: a call that began a moment before the window's first try
        // (and waited for it) would otherwise be told to wait a second more than the window.
        const windowEnd = (row?.windowStartedAt.getTime() ?? now.getTime()) + this.windowMs;
        const seconds = Math.ceil((windowEnd - Date.now()) / 1000);
        throw new AppError(429, tooMany, {
          headers: { 'Retry-After': String(Math.min(this.windowMs / 1000, Math.max(1, seconds))) },
        });
      }
    });
  }

  private async giveBack(limits: CounterLimit[]): Promise<void> {
    const cleared = limits.filter((limit) => limit.clearOnSuccess).map((limit) => limit.key);
    const returned = limits.filter((limit) => !limit.clearOnSuccess).map((limit) => limit.key);
    if (cleared.length > 0)
      await this.db.delete(failureCounters).where(inArray(failureCounters.key, cleared));
    if (returned.length > 0) {
      await this.db
        .update(failureCounters)
        .set({ failures: sql`${failureCounters.failures} - 1` })
        .where(and(inArray(failureCounters.key, returned), gt(failureCounters.failures, 0)));
    }
  }
}
