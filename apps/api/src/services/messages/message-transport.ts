import type { messageChannels, messagePurposes } from '@academy/contract/dev-outbox';
import type { Language } from '@academy/contract/language';

export type MessageChannel = (typeof messageChannels)[number];

/** Why a code is sent; a code is bound to its purpose (a `notice` carries no code). */
export type MessagePurpose = Exclude<(typeof messagePurposes)[number], 'notice'>;

/** A one-time code on its way to a person. */
export interface OutgoingMessage {
  channel: MessageChannel;
  /** A phone number (WhatsApp) or an e-mail address. */
  to: string;
  purpose: MessagePurpose;
  code: string;
  language: Language;
}

/**
 * A reminder or an announcement on its way to a person (decisions §9): WhatsApp sends the
 * approved template of its `template` name with `params` as the body's parameters; e-mail sends
 * `subject` and `text` (plain and HTML).
 */
export interface OutgoingNotice {
  channel: MessageChannel;
  to: string;
  language: Language;
  /** The template's own name without the deployment's prefix, e.g. `meeting_reminder`. */
  template: string;
  params: string[];
  subject: string;
  text: string;
}

/** Delivers messages: the dev outbox, SMTP e-mail or the WhatsApp Cloud API (decisions §4). */
export interface MessageTransport {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
  sendNotice(notice: OutgoingNotice): Promise<void>;
}
