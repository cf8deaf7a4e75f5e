import fp from 'fastify-plugin';
import { removeStaleUnverifiedAccounts } from '../../services/unverified-account-cleanup';

/** How often the housekeeping jobs run (each is cheap and idempotent). */
export const periodicJobIntervalMs = 60 * 60_000;

/**
 * Housekeeping on a timer, once at start and then every hour: removing accounts left unverified
 * for a day. Each job takes an advisory lock, so two servers on one PostgreSQL never run it twice
 * at once; a failure is logged and the next run tries again.
 */
export default fp(
  async (fastify) => {
    const run = async () => {
      try {
        const removed = await fastify.metrics.job(
          'unverified_account_cleanup',
          removeStaleUnverifiedAccounts(fastify.database.db),
        );
        if (removed) fastify.log.info({ removed }, 'stale unverified accounts removed');
      } catch (error) {
        fastify.log.error({ err: error }, 'unverified account cleanup failed');
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
