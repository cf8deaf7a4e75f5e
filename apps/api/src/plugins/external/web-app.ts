import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Serves the built single-page app: its files with long caching for hashed assets, and
 * index.html for any other GET outside /api (the envelope plugin's not-found handler asks).
 */
export default fp(
  async (fastify, opts: { root: string }) => {
    if (!existsSync(path.join(opts.root, 'index.html'))) {
      fastify.log.warn({ root: opts.root }, 'web app is not built: only the API is served');
      return;
    }
    await fastify.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    fastify.decorate('sendApp', (reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  },
  { name: 'web-app', dependencies: ['envelope'] },
);
