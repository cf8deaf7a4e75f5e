import fp from 'fastify-plugin';
import { removeStaleUnverifiedAccounts } from '../../services/unverified-account-cleanup';
import { schedulePeriodicJob } from './periodic-job';

/** How often the housekeeping jobs run (each is cheap and idempotent). */
export const periodicJobIntervalMs = 60 * 60_000;

/**
 * Housekeeping on a timer, once when the server serves and then every hour, once per hour
 * across the fleet (periodic-job.ts): removing accounts left unverified for a day.
 */
export default fp(
  async (fastify) => {
    schedulePeriodicJob(fastify, {
      name: 'unverified-account-cleanup',
      periodMs: periodicJobIntervalMs,
      runAtStart: true,
      run: async () => {
        const removed = await removeStaleUnverifiedAccounts(fastify.database.db);
        if (removed) fastify.log.info({ removed }, 'stale unverified accounts removed');
      },
    });
  },
  { name: 'periodic-jobs', dependencies: ['services', 'readiness'] },
);
