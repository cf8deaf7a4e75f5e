import fp from 'fastify-plugin';
import type { Settings } from '../../config/settings';
import type { DatabaseConnection } from '../../db/database';
import type { MessageTransport } from '../../services/messages/message-transport';
import { OutboxTransport } from '../../services/messages/outbox-transport';
import { SessionService } from '../../services/session-service';

export interface Services {
  sessions: SessionService;
  /** Where codes go; the dev outbox unless a real transport is configured. */
  messages: MessageTransport;
  /** Set only while the dev outbox is the transport (GET /api/v1/dev/outbox exists then). */
  outbox: OutboxTransport | undefined;
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
    const outbox = new OutboxTransport(db, settings.ACADEMY_NAME, fastify.log);
    fastify.decorate('services', {
      sessions: new SessionService(db, settings.SESSION_TTL_DAYS),
      messages: outbox,
      outbox,
    } satisfies Services);
  },
  { name: 'services' },
);
