import { academyPaths } from '@academy/contract/endpoints';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import type { Readiness } from '../../lib/readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starting, serving or draining (server.ts moves it on; `GET /api/ready` answers from it). */
    readiness: Readiness;
  }
}

/** The two calls that answer while the server starts: liveness and readiness. */
const answeredWhileStarting = new Set<string>([academyPaths.health, academyPaths.ready]);

/**
 * While the server starts (migrations, seed) it listens but takes no traffic: every call but
 * `/api/health` and `/api/ready` answers 503 in the envelope, so a load balancer passes it on.
 * While it drains, calls that still arrive on open connections are answered with
 * `Connection: close`.
 */
export default fp(
  async (fastify, opts: { readiness: Readiness }) => {
    const { readiness } = opts;
    fastify.decorate('readiness', readiness);
    fastify.addHook('onRequest', (request, reply, done) => {
      const { state } = readiness;
      if (state === 'serving' || answeredWhileStarting.has(request.routeOptions.url ?? '')) {
        done();
        return;
      }
      // Draining: the call is answered, and its connection closes after (connection-drain.ts).
      if (state === 'draining') {
        reply.header('connection', 'close');
        done();
        return;
      }
      done(new AppError(503, readiness.startingReason, { headers: { 'retry-after': '5' } }));
    });
  },
  { name: 'readiness', dependencies: ['envelope'] },
);
