import { envelopeOf } from '@academy/contract/envelope';
import { shortLinkParamsSchema, shortLinkSchema } from '@academy/contract/short-links';
import { shortLinkPaths } from '@academy/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { failures } from '../../lib/route-schemas';

/** Short links behind the app's `/link/{slug}`. */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  const { siteContent } = fastify.services;

  fastify.get(
    shortLinkPaths.resolve(':slug'),
    {
      schema: {
        tags: ['site'],
        summary: 'Resolve a short link and count the click',
        description: '`external` targets are URLs to open; the others are the app’s own paths.',
        params: shortLinkParamsSchema,
        response: { 200: envelopeOf(shortLinkSchema), ...failures(404) },
      },
    },
    async (request) => ok(await siteContent.resolveLink(request.params.slug)),
  );
};

export default routes;
