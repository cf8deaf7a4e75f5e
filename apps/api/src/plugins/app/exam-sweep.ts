import fp from 'fastify-plugin';

/**
 * The periodic exam sweep (decisions §4, §5): every EXAM_SWEEP_SECONDS it finishes attempts past
 * their deadline plus the grace. Each server runs its own; the sweep claims rows with
 * FOR UPDATE SKIP LOCKED, so servers sharing one PostgreSQL never finish an attempt twice.
 */
export default fp(
  async (fastify) => {
    const seconds = fastify.settings.EXAM_SWEEP_SECONDS;
    if (seconds === 0) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const sweep = () => {
      running = fastify.metrics
        .job('exam_sweep', fastify.services.exams.sweep())
        .then((finished) => {
          fastify.metrics.examFinishes.inc({ by: 'sweep' }, finished);
          if (finished > 0) fastify.log.info({ finished }, 'exam sweep finished expired attempts');
        })
        .catch((error: unknown) => fastify.log.error({ err: error }, 'exam sweep failed'));
    };
    fastify.addHook('onReady', async () => {
      timer = setInterval(() => {
        void running.then(sweep);
      }, seconds * 1000);
      timer.unref();
    });
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'exam-sweep', dependencies: ['services'] },
);
