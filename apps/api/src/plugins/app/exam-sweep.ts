import fp from 'fastify-plugin';
import { schedulePeriodicJob } from './periodic-job';

/**
 * The periodic exam sweep (decisions §4, §5): every EXAM_SWEEP_SECONDS it finishes attempts past
 * their deadline plus the grace, once per period across the fleet (periodic-job.ts); the sweep
 * also claims rows with FOR UPDATE SKIP LOCKED, so an attempt is never finished twice.
 */
export default fp(
  async (fastify) => {
    const seconds = fastify.settings.EXAM_SWEEP_SECONDS;
    if (seconds === 0) return;
    schedulePeriodicJob(fastify, {
      name: 'exam-sweep',
      periodMs: seconds * 1000,
      run: async () => {
        const finished = await fastify.services.exams.sweep();
        fastify.metrics.examFinishes.inc({ by: 'sweep' }, finished);
        if (finished > 0) fastify.log.info({ finished }, 'exam sweep finished expired attempts');
      },
    });
  },
  { name: 'exam-sweep', dependencies: ['services', 'readiness'] },
);
