import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The fleet's shared Redis (`REDIS_URL`), or undefined on a server of its own. */
    redis: Redis | undefined;
    /**
     * Tells every other server of the fleet that `topic` happened, and hears them: `listen`
     * runs for each notice another server published (never for this server's own).
     */
    fleetNotices: FleetNotices;
  }
}

export interface FleetNotices {
  publish(topic: string): void;
  listen(topic: string, listener: () => void): void;
}

/** How long a Redis call may take before it counts as failed (the limit then fails open). */
const commandTimeoutMs = 500;
const channel = 'academy:notices';

/**
 * What the servers of a fleet share beyond the database (decision 0079): one Redis for the
 * per-address limit (security.ts) and the notices that public content changed (public-cache.ts).
 * Redis down: the limit lets calls through and each server's cache is bounded by its time limit;
 * both are logged, and the server keeps serving.
 */
export default fp(
  async (fastify, opts: { redisUrl: string | undefined }) => {
    if (!opts.redisUrl) {
      fastify.decorate('redis', undefined);
      fastify.decorate('fleetNotices', { publish: () => undefined, listen: () => undefined });
      return;
    }
    // ioredis loads only on a server of a fleet (decision 0187).
    const { Redis } = await import('ioredis');
    const redis = new Redis(opts.redisUrl, {
      // Fail at once while Redis is away, rather than queue calls behind a reconnect.
      enableOfflineQueue: false,
      commandTimeout: commandTimeoutMs,
      maxRetriesPerRequest: 0,
      lazyConnect: true,
    });
    // Subscribes again on every (re)connection, also when Redis was away at start.
    const subscriber = new Redis(opts.redisUrl, { lazyConnect: true, autoResubscribe: false });
    let reported = false;
    const onError = (error: Error) => {
      // One line per outage, not one per reconnect attempt.
      if (reported) return;
      reported = true;
      fastify.log.error(
        { err: error },
        'Redis does not answer: the rate limit lets calls through until it is back',
      );
    };
    for (const client of [redis, subscriber]) {
      client.on('error', onError);
      client.on('ready', () => {
        if (reported) fastify.log.info('Redis answers again');
        reported = false;
      });
    }
    const serverId = randomUUID();
    const listeners = new Map<string, (() => void)[]>();
    subscriber.on('message', (_channel: string, message: string) => {
      const [from, topic] = message.split(' ');
      if (from === serverId || !topic) return;
      for (const listener of listeners.get(topic) ?? []) listener();
    });
    subscriber.on('ready', () => void subscriber.subscribe(channel).catch(onError));
    // Redis away at start is not fatal: both clients keep reconnecting.
    await Promise.all([redis.connect(), subscriber.connect()]).catch(onError);

    fastify.decorate('redis', redis);
    fastify.decorate('fleetNotices', {
      publish: (topic) => {
        redis.publish(channel, `${serverId} ${topic}`).catch(onError);
      },
      listen: (topic, listener) => {
        listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
      },
    });
    fastify.addHook('onClose', async () => {
      await Promise.allSettled([redis.quit(), subscriber.quit()]);
    });
  },
  { name: 'shared-state' },
);
