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

/** The notice a server of a fleet publishes when it empties its cache (decision 0079). */
const changedTopic = 'public-content-changed';

/**
 * On a fleet, emptying the cache on one server empties it on every other within the time a
 * Redis notice takes (milliseconds); on a server of its own nothing is published.
 */
export default fp(
  async (fastify) => {
    const cache = new PublicCache(ttlMs, maxEntries, () => fastify.fleetNotices.publish(changedTopic));
    fastify.fleetNotices.listen(changedTopic, () => cache.forget());
    fastify.decorate('publicCache', cache);
  },
  { name: 'public-cache', dependencies: ['shared-state'] },
);
