import fp from 'fastify-plugin';
import { schedulePeriodicJob } from './periodic-job';

/**
 * The periodic payment reconciliation (decisions §6): every PAYMENT_RECONCILE_SECONDS a server
 * asks the gateway about pending transactions and expires those past their time, once per
 * period across the fleet (periodic-job.ts); a run also claims its rows with `for update skip
 * locked`.
 */
export default fp(
  async (fastify) => {
    const seconds = fastify.settings.PAYMENT_RECONCILE_SECONDS;
    if (seconds === 0) return;
    schedulePeriodicJob(fastify, {
      name: 'payment-reconciliation',
      periodMs: seconds * 1000,
      run: async () => {
        await fastify.services.payments.reconcile();
      },
    });
  },
  { name: 'payment-reconciliation', dependencies: ['services', 'readiness'] },
);
