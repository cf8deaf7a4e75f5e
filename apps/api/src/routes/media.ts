import { mediaPathPrefix } from '@academy/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Uploaded media at `/media/<key>`, with byte ranges so players seek (decisions §4). Courses store
 * only this path; signing it for learners is the security capability's app-wide check.
 */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  const { media } = fastify.services;
  fastify.get(
    `${mediaPathPrefix}*`,
    {
      schema: {
        tags: ['media'],
        summary: 'An uploaded file (video, audio, PDF, image); honours `Range: bytes=…` (206, 416)',
        params: z.object({ '*': z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const file = await media.open(request.params['*'], request.headers.range);
      reply.code(file.status).headers(file.headers);
      return reply.send(file.body ?? '');
    },
  );
};

export default routes;
