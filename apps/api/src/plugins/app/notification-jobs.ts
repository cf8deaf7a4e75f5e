import fp from 'fastify-plugin';
import { schedulePeriodicJob } from './periodic-job';

/**
 * Reminders and messages (decisions §4, §9): every NOTIFICATION_JOB_SECONDS, once per period
 * across the fleet (periodic-job.ts), the reminders due are made (a unique key per profile and
 * event makes each once) and the queued WhatsApp and e-mail messages are sent (each claimed with
 * FOR UPDATE SKIP LOCKED, so never by two servers).
 */
export default fp(
  async (fastify) => {
    const seconds = fastify.settings.NOTIFICATION_JOB_SECONDS;
    if (seconds === 0) return;
    const { reminders, notifications } = fastify.services;
    schedulePeriodicJob(fastify, {
      name: 'notifications',
      periodMs: seconds * 1000,
      runAtStart: true,
      run: async (stopping) => {
        const made = await reminders.scan();
        // Every message due, batch after batch, within most of the period: a class of thousands
        // is reached in one run, not 50 messages a period.
        const sent = await notifications.deliver(new Date(), { budgetMs: seconds * 800, stopping });
        if (made > 0 || sent > 0) fastify.log.info({ made, sent }, 'reminders made and messages sent');
      },
    });
  },
  { name: 'notification-jobs', dependencies: ['services', 'readiness'] },
);
