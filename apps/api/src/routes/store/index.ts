import { pagedEnvelopeOf } from '@academy/contract/paging';
import { storeItemSchema, storeQuerySchema } from '@academy/contract/store';
import { storePaths } from '@academy/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paged } from '../../lib/reply';
import { failures } from '../../lib/route-schemas';

/** The public store: what can be bought. */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    storePaths.list,
    {
      schema: {
        tags: ['site'],
        summary: 'Paid classes and kitab of classes that have not ended, soonest first',
        querystring: storeQuerySchema,
        response: { 200: pagedEnvelopeOf(storeItemSchema), ...failures(400) },
      },
    },
    async (request) => {
      const { items, total } = await fastify.services.siteContent.store(request.query);
      return paged(items, request.query, total);
    },
  );
};

export default routes;
