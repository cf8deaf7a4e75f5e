// The entry of messages out: WhatsApp, e-mail and the dev outbox.
// Other folders use the domain through this file only (decision 0130); its own files import each other.
export * from './message-transport';
export * from './outbox-transport';
export * from './routing-transport';
