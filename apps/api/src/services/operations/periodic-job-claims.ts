import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { periodicJobRuns } from '../../db/schema/index';

/**
 * Claims the current period of job `name` for this server (decision 0080): answers true when the
 * job last started anywhere in the fleet at least `periodMs` ago (less a tolerance of a tenth,
 * at most a second, for timers that fire a little early), and records that it starts now. One
 * statement on one row, so of servers claiming at once exactly one wins.
 */
export async function claimJobPeriod(db: Database, name: string, periodMs: number): Promise<boolean> {
  const dueAfterSeconds = (periodMs - Math.min(1000, periodMs / 10)) / 1000;
  const claimed = await db
    .insert(periodicJobRuns)
    .values({ name, startedAt: sql`now()` })
    .onConflictDoUpdate({
      target: periodicJobRuns.name,
      set: { startedAt: sql`excluded.started_at` },
      setWhere: sql`${periodicJobRuns.startedAt} <= now() - ${dueAfterSeconds} * interval '1 second'`,
    })
    .returning({ name: periodicJobRuns.name });
  return claimed.length === 1;
}
