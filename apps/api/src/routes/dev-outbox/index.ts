import { devOutboxQuerySchema, outboxMessageSchema } from '@academy/contract/dev-outbox';
import { devOutboxPaths } from '@academy/contract/endpoints';
import { envelopeOf } from '@academy/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';

/** Addresses are kept as accounts keep them: e-mail lower-cased, phone numbers as digits. */
function normaliseAddress(to: string): string {
  return to.includes('@') ? to.toLowerCase() : to.replace(/\D/g, '');
}

/**
 * The dev outbox: codes of the channels that have no real transport. Registered only while
 * some channel goes to the outbox and the origin is localhost (or DEV_OUTBOX=true), so a
 * deployment with SMTP and WhatsApp, or a public one, has no such path (settings.ts refuses a
 * public origin whose channels would need it).
 */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  const outbox = fastify.services.outbox;
  if (!outbox || !fastify.settings.devOutbox) return;

  fastify.get(
    devOutboxPaths.outbox,
    {
      schema: {
        tags: ['operations'],
        summary: 'Codes kept by the dev outbox, newest first (only while the outbox is a transport)',
        querystring: devOutboxQuerySchema,
        response: { 200: envelopeOf(z.array(outboxMessageSchema)) },
      },
    },
    async (request) => {
      const rows = await outbox.list(normaliseAddress(request.query.to));
      return ok(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
    },
  );
};

export default routes;
