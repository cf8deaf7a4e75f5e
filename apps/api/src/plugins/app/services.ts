import fp from 'fastify-plugin';
import type { Settings } from '../../config/settings';
import type { DatabaseConnection } from '../../db/database';
import { SessionService } from '../../services/session-service';

export interface Services {
  sessions: SessionService;
}

declare module 'fastify' {
  interface FastifyInstance {
    settings: Settings;
    database: DatabaseConnection;
    services: Services;
  }
}

/** Builds the services once and exposes them as `fastify.services`. */
export default fp(
  async (fastify, opts: { settings: Settings; database: DatabaseConnection }) => {
    const { settings, database } = opts;
    const { db } = database;
    fastify.decorate('settings', settings);
    fastify.decorate('database', database);
    fastify.decorate('services', {
      sessions: new SessionService(db, settings.SESSION_TTL_DAYS),
    } satisfies Services);
  },
  { name: 'services' },
);
