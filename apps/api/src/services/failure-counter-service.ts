import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { failureCounters } from '../db/schema/index';
import { AppError } from '../lib/app-error';

export interface CounterLimit {
  key: string;
  /** Failures allowed in one window; the next attempt is refused until the window ends. */
  limit: number;
}

/**
 * Fixed-window counters of failed password checks (sign-in per phone number and per client
 * address, password checks of signed-in calls per account).
 */
export class FailureCounterService {
  constructor(
    private readonly db: Database,
    private readonly windowMs = 15 * 60_000,
  ) {}

  /** 429 with Retry-After when any key has used up its failures in the current window. */
  async assertAllowed(limits: CounterLimit[]): Promise<void> {
    const now = Date.now();
    const rows = await this.db
      .select()
      .from(failureCounters)
      .where(
        inArray(
          failureCounters.key,
          limits.map((limit) => limit.key),
        ),
      );
    let blockedUntil = 0;
    for (const row of rows) {
      const limit = limits.find((entry) => entry.key === row.key)?.limit ?? Infinity;
      const windowEnd = row.windowStartedAt.getTime() + this.windowMs;
      if (row.failures >= limit && windowEnd > now) blockedUntil = Math.max(blockedUntil, windowEnd);
    }
    if (blockedUntil > 0) {
      throw new AppError(429, 'tooManySignInAttempts', {
        headers: { 'Retry-After': String(Math.ceil((blockedUntil - now) / 1000)) },
      });
    }
  }

  async recordFailure(keys: string[]): Promise<void> {
    const now = new Date();
    const windowStart = new Date(now.getTime() - this.windowMs).toISOString();
    const expired = sql`${failureCounters.windowStartedAt} <= ${windowStart}::timestamptz`;
    for (const key of keys) {
      await this.db
        .insert(failureCounters)
        .values({ key, failures: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: failureCounters.key,
          set: {
            failures: sql`case when ${expired} then 1 else ${failureCounters.failures} + 1 end`,
            windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${failureCounters.windowStartedAt} end`,
          },
        });
    }
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(failureCounters).where(inArray(failureCounters.key, [key]));
  }
}
