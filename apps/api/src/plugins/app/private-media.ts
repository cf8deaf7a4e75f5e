import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import { decodedPathOf } from '../../lib/api-path';
import { isPrivateMediaPath } from '../../services/media/index';

/**
 * Private media (decision 0015): one app-wide check refuses every request under `/demo-media/`
 * or `/media/` (staff uploads, whoever serves them) that does not carry a live signature from a
 * course read, before any route or file is looked up. The demo media are served here, with
 * range requests (video seeking), from a folder Vite never publishes, or from the S3-compatible
 * store with `MEDIA_STORAGE=s3`.
 */
export default fp(
  async (fastify, opts: { demoMediaRoot: string }) => {
    const { mediaSigner } = fastify.services;
    fastify.addHook('onRequest', async (request) => {
      const path = decodedPathOf(request.url);
      if (!isPrivateMediaPath(path)) return;
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      if (!mediaSigner.verify(path, query.get('expires'), query.get('sig'))) {
        throw new AppError(403, 'mediaLinkInvalid');
      }
    });
    // MEDIA_STORAGE=s3: the demo media are in the store, served by routes/media/index.ts (decision 0083).
    if (fastify.services.s3Media) return;
    await fastify.register(fastifyStatic, {
      root: opts.demoMediaRoot,
      prefix: '/demo-media/',
      decorateReply: false,
      index: false,
      // A signed address is good for hours, and only for whoever was handed it.
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'private, max-age=3600'),
    });
  },
  { name: 'private-media', dependencies: ['services', 'envelope'] },
);
