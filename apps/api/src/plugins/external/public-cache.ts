import fp from 'fastify-plugin';
import { PublicCache } from '../../lib/public-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public answers kept briefly; `fastify.publicCache.invalidate()` after any change to public content. */
    publicCache: PublicCache;
  }
}

/** Ten seconds bound staleness by the clock; changes themselves invalidate at once. */
const ttlMs = 10_000;
const maxEntries = 2_000;

export default fp(
  async (fastify) => {
    fastify.decorate('publicCache', new PublicCache(ttlMs, maxEntries));
  },
  { name: 'public-cache' },
);
