import { messageChannels } from '@academy/contract/dev-outbox';
import { devOutboxPaths } from '@academy/contract/endpoints';
import type { FastifyBaseLogger } from 'fastify';
import type { Settings } from '../../config/settings';
import type { Database } from '../../db/database';
import type { MessageChannel, MessageTransport, OutgoingMessage, OutgoingNotice } from './message-transport';
import { OutboxTransport } from './outbox-transport';
import { SmtpTransport } from './smtp-transport';
import { WhatsAppTransport } from './whatsapp-transport';

/** Sends each message by the transport of its channel. */
export class RoutingTransport implements MessageTransport {
  readonly name = 'routing';

  constructor(
    private readonly routes: Record<MessageChannel, MessageTransport>,
    /** Told of each message's outcome (the metrics count them). */
    private readonly onOutcome?: (channel: MessageChannel, outcome: 'sent' | 'failed') => void,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    try {
      await this.routes[message.channel].send(message);
      this.onOutcome?.(message.channel, 'sent');
    } catch (error) {
      this.onOutcome?.(message.channel, 'failed');
      throw error;
    }
  }

  async sendNotice(notice: OutgoingNotice): Promise<void> {
    try {
      await this.routes[notice.channel].sendNotice(notice);
      this.onOutcome?.(notice.channel, 'sent');
    } catch (error) {
      this.onOutcome?.(notice.channel, 'failed');
      throw error;
    }
  }

  /** The name of the transport that carries a channel. */
  transportOf(channel: MessageChannel): string {
    return this.routes[channel].name;
  }

  close(): void {
    for (const transport of Object.values(this.routes)) {
      if (transport instanceof SmtpTransport) transport.close();
    }
  }
}

export interface MessageTransports {
  messages: RoutingTransport;
  /** Set only while at least one channel goes to the dev outbox. */
  outbox: OutboxTransport | undefined;
  /** The channels whose codes land in the dev outbox. */
  outboxChannels: MessageChannel[];
}

/**
 * Picks the transport of each channel (decisions §4): e-mail by SMTP when SMTP_URL is set,
 * WhatsApp by the Cloud API when its token and phone-number id are set, and the dev outbox
 * for a channel with nothing configured. Says loudly at start when codes go to the outbox.
 */
export function createMessageTransports(
  settings: Settings,
  db: Database,
  log: FastifyBaseLogger,
  onOutcome?: (channel: MessageChannel, outcome: 'sent' | 'failed') => void,
): MessageTransports {
  const email = settings.SMTP_URL
    ? new SmtpTransport({
        url: settings.SMTP_URL,
        from: settings.SMTP_FROM,
        academyName: settings.ACADEMY_NAME,
      })
    : undefined;
  const whatsapp =
    settings.WHATSAPP_TOKEN && settings.WHATSAPP_PHONE_NUMBER_ID
      ? new WhatsAppTransport({
          apiUrl: settings.WHATSAPP_API_URL,
          token: settings.WHATSAPP_TOKEN,
          phoneNumberId: settings.WHATSAPP_PHONE_NUMBER_ID,
          template: settings.WHATSAPP_TEMPLATE,
          templateLanguage: settings.WHATSAPP_TEMPLATE_LANGUAGE,
          noticeTemplatePrefix: settings.WHATSAPP_NOTICE_TEMPLATE_PREFIX,
        })
      : undefined;
  const outbox = new OutboxTransport(db, settings.ACADEMY_NAME, log);
  const messages = new RoutingTransport({ whatsapp: whatsapp ?? outbox, email: email ?? outbox }, onOutcome);
  const outboxChannels = messageChannels.filter((channel) => messages.transportOf(channel) === outbox.name);

  if (outboxChannels.length > 0) {
    const missing = [
      ...(whatsapp ? [] : ['WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID (WhatsApp)']),
      ...(email ? [] : ['SMTP_URL (e-mail)']),
    ];
    log.warn(
      { outboxChannels },
      `DEV OUTBOX IN USE: ${outboxChannels.join(' and ')} codes are NOT delivered. They are stored ` +
        `and anyone who reaches this server can read them at GET ` +
        `${settings.appOrigin}${devOutboxPaths.outbox}?to=<phone or e-mail>. ` +
        `Set ${missing.join(', and ')} to deliver them for real.`,
    );
  }
  log.info(
    { whatsapp: messages.transportOf('whatsapp'), email: messages.transportOf('email') },
    'message transports',
  );
  return { messages, outbox: outboxChannels.length > 0 ? outbox : undefined, outboxChannels };
}
