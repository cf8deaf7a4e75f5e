import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each periodic job last ran anywhere in the fleet (decision 0080): a server runs a job only
 * after claiming its period here, so a job runs once per period however many servers tick.
 */
export const periodicJobRuns = pgTable('periodic_job_runs', {
  name: text('name').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});
