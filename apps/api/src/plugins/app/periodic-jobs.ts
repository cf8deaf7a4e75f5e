import fp from 'fastify-plugin';
import { eraseDueAccounts } from '../../services/data-rights/account-erasure';
import { removeStaleUnverifiedAccounts } from '../../services/unverified-account-cleanup';

/** How often the housekeeping jobs run (each is cheap and idempotent). */
export const periodicJobIntervalMs = 60 * 60_000;

/**
 * Housekeeping on a timer, once at start and then every hour: removing accounts left unverified
 * for a day, and erasing closed accounts whose 30 days are over (decision 0091). Each job takes
 * an advisory lock or claims its rows with a conditional UPDATE, so two servers on one PostgreSQL
 * never both act; a failure is logged and the next run tries again.
 */
export default fp(
  async (fastify) => {
    const run = async () => {
      try {
        const removed = await removeStaleUnverifiedAccounts(fastify.database.db);
        if (removed) fastify.log.info({ removed }, 'stale unverified accounts removed');
      } catch (error) {
        fastify.log.error({ err: error }, 'unverified account cleanup failed');
      }
      try {
        const erased = await eraseDueAccounts(fastify.database.db);
        if (erased) fastify.log.info({ erased }, 'closed accounts erased after their 30 days');
      } catch (error) {
        fastify.log.error({ err: error }, 'closed account erasure failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    fastify.addHook('onReady', async () => {
      await run();
      timer = setInterval(() => void run(), periodicJobIntervalMs);
      timer.unref();
    });
    fastify.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'periodic-jobs', dependencies: ['services'] },
);
