import { envelopeOf } from '@academy/contract/envelope';
import { faqEntrySchema } from '@academy/contract/faq';
import { faqPaths } from '@academy/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';

/** Frequently asked questions, in both languages. */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    faqPaths.list,
    {
      schema: {
        tags: ['site'],
        summary: 'Frequently asked questions (en and id)',
        response: { 200: envelopeOf(z.array(faqEntrySchema)) },
      },
    },
    async () => ok(await fastify.services.siteContent.faq()),
  );
};

export default routes;
