import type { messageChannels, messagePurposes } from '@academy/contract/dev-outbox';
import type { Language } from '@academy/contract/language';

export type MessageChannel = (typeof messageChannels)[number];

/** Why a code is sent; a code is bound to its purpose. */
export type MessagePurpose = (typeof messagePurposes)[number];

/** A one-time code on its way to a person. */
export interface OutgoingMessage {
  channel: MessageChannel;
  /** A phone number (WhatsApp) or an e-mail address. */
  to: string;
  purpose: MessagePurpose;
  code: string;
  language: Language;
}

/** Delivers messages: the dev outbox, SMTP e-mail or the WhatsApp Cloud API (decisions §4). */
export interface MessageTransport {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}
