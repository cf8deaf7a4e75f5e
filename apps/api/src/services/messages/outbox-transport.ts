import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { outboxMessages } from '../../db/schema/index';
import { messageText } from './message-text';
import type { MessageTransport, OutgoingMessage, OutgoingNotice } from './message-transport';

/**
 * The local default: messages are stored in the database and readable at
 * GET /api/v1/dev/outbox. The log says a message arrived but never shows its code.
 */
export class OutboxTransport implements MessageTransport {
  readonly name = 'outbox';

  constructor(
    private readonly db: Database,
    private readonly academyName: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const body = messageText(this.academyName, message.purpose, message.code, message.language);
    await this.db.insert(outboxMessages).values({ ...message, body });
    this.log.info(
      { to: message.to, channel: message.channel, purpose: message.purpose },
      'dev outbox: message stored',
    );
  }

  /** A notice is kept with purpose `notice` and no code. */
  async sendNotice(notice: OutgoingNotice): Promise<void> {
    await this.db.insert(outboxMessages).values({
      channel: notice.channel,
      to: notice.to,
      purpose: 'notice',
      body: `${notice.subject}\n\n${notice.text}`,
      code: '',
    });
    this.log.info(
      { to: notice.to, channel: notice.channel, template: notice.template },
      'dev outbox: notice stored',
    );
  }

  /** Newest first. */
  list(to: string, limit = 20) {
    return this.db
      .select({
        to: outboxMessages.to,
        channel: outboxMessages.channel,
        purpose: outboxMessages.purpose,
        body: outboxMessages.body,
        code: outboxMessages.code,
        createdAt: outboxMessages.createdAt,
      })
      .from(outboxMessages)
      .where(eq(outboxMessages.to, to))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(limit);
  }
}
