import { academySchema, healthSchema } from '@academy/contract/academy';
import { academyPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../lib/reply';

/** Health check and the academy's public identity. */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    academyPaths.health,
    {
      schema: { tags: ['operations'], summary: 'Health check', response: { 200: envelopeOf(healthSchema) } },
    },
    async () => {
      await fastify.database.db.execute(sql`select 1`);
      return ok({ status: 'ok' as const, database: fastify.database.kind });
    },
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
