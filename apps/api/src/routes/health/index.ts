import { academySchema, healthSchema, readySchema } from '@academy/contract/academy';
import { academyPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import { failures } from '../../lib/route-schemas';

/** How long `/api/ready` waits for the database before it says the server is not ready. */
export const readyDatabaseTimeoutMs = 2_000;

/** Answers `work`, or fails once `ms` have passed. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Liveness, readiness and the academy's public identity. */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    academyPaths.ready,
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: 200 only while this server takes traffic',
        description:
          '503 while the server starts (migrations, seed; mediaStoreUnavailable while its S3 bucket does not answer), while it drains after SIGTERM, and while its database does not answer.',
        response: { 200: envelopeOf(readySchema), ...failures(503) },
      },
    },
    async () => {
      const { state } = fastify.readiness;
      if (state === 'starting')
        throw new AppError(503, fastify.readiness.startingReason, { headers: { 'retry-after': '5' } });
      if (state === 'draining') throw new AppError(503, 'serverDraining');
      try {
        await within(fastify.database.db.execute(sql`select 1`), readyDatabaseTimeoutMs);
      } catch (error) {
        throw new AppError(503, 'databaseUnavailable', { cause: error });
      }
      return ok({ status: 'ready' as const, database: fastify.database.kind });
    },
  );

  fastify.get(
    academyPaths.health,
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness: 200 while the process lives',
        description:
          'Answers from the process alone, whatever the database does (api-contract "Operations"); `/api/ready` says whether the server takes traffic.',
        response: { 200: envelopeOf(healthSchema) },
      },
    },
    async () => ok({ status: 'ok' as const, database: fastify.database.kind }),
  );

  fastify.get(
    academyPaths.academy,
    {
      schema: {
        tags: ['academy'],
        summary: 'The academy’s identity',
        response: { 200: envelopeOf(academySchema) },
      },
    },
    async () => {
      const s = fastify.settings;
      return ok({
        name: s.ACADEMY_NAME,
        teacherName: s.ACADEMY_TEACHER,
        whatsappNumber: s.ACADEMY_WHATSAPP,
        telegramUrl: s.ACADEMY_TELEGRAM_URL,
        instagramUrl: s.ACADEMY_INSTAGRAM_URL,
        youtubeUrl: s.ACADEMY_YOUTUBE_URL,
        otpChannel: s.OTP_CHANNEL,
      });
    },
  );
};

export default routes;
