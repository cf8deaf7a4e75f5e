import fp from 'fastify-plugin';
import type { Settings } from '../../config/settings';
import type { DatabaseConnection } from '../../db/database';
import type { MessageTransport } from '../../services/messages/message-transport';
import type { OutboxTransport } from '../../services/messages/outbox-transport';
import { createMessageTransports } from '../../services/messages/routing-transport';
import { SessionService } from '../../services/session-service';

export interface Services {
  sessions: SessionService;
  /** Where codes go: each channel to its real transport when configured, else the dev outbox. */
  messages: MessageTransport;
  /** Set only while some channel goes to the dev outbox (GET /api/v1/dev/outbox exists then). */
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
    const { messages, outbox } = createMessageTransports(settings, db, fastify.log);
    fastify.addHook('onClose', async () => messages.close());
    fastify.decorate('services', {
      sessions: new SessionService(db, settings.SESSION_TTL_DAYS),
      messages,
      outbox,
    } satisfies Services);
  },
  { name: 'services' },
);
