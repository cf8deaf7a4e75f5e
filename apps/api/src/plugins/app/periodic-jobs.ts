import fp from 'fastify-plugin';
import { eraseDueAccounts } from '../../services/data-rights/index';
import { removeStaleUnverifiedAccounts } from '../../services/accounts/index';
import { schedulePeriodicJob } from './periodic-job';

/** How often the housekeeping jobs run (each is cheap and idempotent). */
export const periodicJobIntervalMs = 60 * 60_000;

/**
 * Housekeeping on a timer, once when the server serves and then every hour, each job once per
 * hour across the fleet (periodic-job.ts): removing accounts left unverified for a day, erasing
 * closed accounts whose 30 days are over (decision 0091; each claims its rows with a conditional
 * UPDATE as well, so two servers never both act), and removing recitation uploads left unfinished
 * for a day (decisions 0104 and 0140), which frees their profiles' upload quota.
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
    schedulePeriodicJob(fastify, {
      name: 'closed-account-erasure',
      periodMs: periodicJobIntervalMs,
      runAtStart: true,
      run: async () => {
        const erased = await eraseDueAccounts(fastify.database.db, fastify.services.recitations);
        if (erased) fastify.log.info({ erased }, 'closed accounts erased after their 30 days');
      },
    });
    schedulePeriodicJob(fastify, {
      name: 'abandoned-recitation-uploads',
      periodMs: periodicJobIntervalMs,
      // At start too, so a fleet whose servers restart within the hour still clears them.
      runAtStart: true,
      run: async () => {
        const removed = await fastify.services.recitations.removeAbandonedUploads();
        if (removed) fastify.log.info({ removed }, 'unfinished recitation uploads removed after a day');
      },
    });
  },
  { name: 'periodic-jobs', dependencies: ['services', 'readiness'] },
);
