import fp from 'fastify-plugin';

/**
 * The periodic payment reconciliation (decisions §6): every PAYMENT_RECONCILE_SECONDS each server
 * asks the gateway about pending transactions and expires those past their time. Safe with
 * several servers on one PostgreSQL: a run claims its rows with `for update skip locked`.
 */
export default fp(
  async (fastify) => {
    const seconds = fastify.settings.PAYMENT_RECONCILE_SECONDS;
    if (seconds === 0) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    fastify.addHook('onReady', async () => {
      timer = setInterval(() => {
        running = fastify.metrics
          .job('payment_reconciliation', fastify.services.payments.reconcile())
          .catch((error: unknown) => fastify.log.error({ err: error }, 'payment reconciliation failed'));
      }, seconds * 1000);
      timer.unref();
    });
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'payment-reconciliation', dependencies: ['services'] },
);
