import { timingSafeEqual } from 'node:crypto';
import { examPaths } from '@academy/contract/endpoints';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { noteCallAnswered } from '../../lib/background-pace';
import { AddressTries } from '../../lib/address-tries';
import { AppError } from '../../lib/app-error';
import { newestBackupAgeSeconds } from '../../lib/newest-backup';

const answersRoute = examPaths.answers(':attemptId');
const finishRoute = examPaths.finish(':attemptId');
const statusClasses = ['1xx', '2xx', '3xx', '4xx', '5xx'];

const sameText = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /metrics` (api-contract "Operations", decision 0086): Prometheus text for a scraper that
 * holds METRICS_TOKEN (404 while it is unset, 401 without it). Outside /api, so the public rate
 * limit does not count it. Each answer costs one histogram observation in `onResponse`.
 */
export default fp(
  async (fastify) => {
    const { metrics } = fastify;
    const { backupDir } = fastify.settings;
    if (backupDir) {
      // A nightly backup that failed or never ran shows as an age past a day (issue 37, item 1).
      new Gauge({
        name: 'academy_backup_newest_age_seconds',
        help: 'Seconds since the newest archive in BACKUP_DIR was written (+Inf: none there)',
        registers: [metrics.registry],
        async collect() {
          this.set(await newestBackupAgeSeconds(backupDir));
        },
      });
    }
    fastify.addHook('onResponse', async (request, reply) => {
      noteCallAnswered();
      const route = request.routeOptions.url;
      const status = reply.statusCode;
      metrics.requestDuration.observe(
        {
          route: route ?? 'unmatched',
          method: request.method,
          status: statusClasses[Math.floor(status / 100) - 1],
        },
        reply.elapsedTime / 1000,
      );
      if (status >= 300) return;
      if (route === answersRoute) metrics.examAnswerSaves.inc();
      else if (route === finishRoute) metrics.examFinishes.inc({ by: 'learner' });
    });

    // Wrong tokens per client address: 10 per 15 minutes, then 429 until the window ends (issue 37).
    const tokenTries = new AddressTries(10, 15 * 60_000);
    fastify.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const token = fastify.settings.METRICS_TOKEN;
      if (!token) throw new AppError(404, 'notFound');
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const retryAfter = tokenTries.take(request.ip);
      if (retryAfter !== undefined) {
        throw new AppError(429, 'tooManyRequests', { headers: { 'Retry-After': String(retryAfter) } });
      }
      if (!sameText(given, token)) throw new AppError(401, 'unauthorized');
      tokenTries.giveBack(request.ip);
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.registry.contentType)
        .send(await metrics.registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['services'] },
);
