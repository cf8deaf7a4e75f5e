import { mediaPathPrefix } from '@academy/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MediaService } from '../../services/media/index';

type Open = (name: string, rangeHeader: string | undefined) => ReturnType<MediaService['open']>;

/**
 * Uploaded media at `/media/<key>`, with byte ranges so players seek (decisions §4). Courses store
 * only this path; signing it for learners is the security capability's app-wide check. With
 * `MEDIA_STORAGE=s3` the demo media at `/demo-media/<file>` come from the store too (decision 0083).
 */
const routes: FastifyPluginAsyncZod = async (fastify) => {
  const { media, s3Media } = fastify.services;
  const serve = (prefix: string, what: string, open: Open) =>
    fastify.get(
      `${prefix}*`,
      {
        schema: {
          tags: ['media'],
          summary: `${what}; honours \`Range: bytes=…\` (206, 416)`,
          params: z.object({ '*': z.string().max(200) }),
        },
      },
      async (request, reply) => {
        const file = await open(request.params['*'], request.headers.range);
        reply.code(file.status).headers(file.headers);
        return reply.send(file.body ?? '');
      },
    );
  serve(mediaPathPrefix, 'An uploaded file (video, audio, PDF, image)', (key, range) =>
    media.open(key, range),
  );
  if (s3Media) {
    serve('/demo-media/', 'A file of the demo academy, from the media store', (file, range) =>
      media.openDemo(file, range),
    );
  }
};

export default routes;
