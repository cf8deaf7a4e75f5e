import { z } from 'zod';
import { canonicalPhoneNumber, isWrittenPhoneNumber } from './phone-number';

/** Channels a one-time code can travel by (decisions §1). */
export const messageChannels = ['whatsapp', 'email'] as const;
export const messageChannelSchema = z.enum(messageChannels);

/** Why a code is sent; a code is bound to its purpose. */
export const messagePurposes = [
  'verify-account',
  'reset-password',
  'phone-change',
  'email-change',
  'pin-reset',
  'account-deletion',
  /** Keeping a closed account before its erasure, at the next sign-in (issue 38, decision 0151). */
  'account-restore',
  /** A reminder or an announcement (decisions §9): it carries no code. */
  'notice',
] as const;
export const messagePurposeSchema = z.enum(messagePurposes);

export const devOutboxQuerySchema = z.object({
  /** A phone number or an e-mail address, as the code was sent to it. */
  to: z
    .string('required')
    .trim()
    .min(1, 'required')
    .max(254, 'tooLong')
    // A phone number is looked up in the one form it is stored and sent in, however it is written.
    .transform((to) => (isWrittenPhoneNumber(to) ? canonicalPhoneNumber(to) : to)),
});
export type DevOutboxQuery = z.infer<typeof devOutboxQuerySchema>;

export const outboxMessageSchema = z.object({
  to: z.string(),
  channel: messageChannelSchema,
  purpose: messagePurposeSchema,
  body: z.string(),
  code: z.string(),
  createdAt: z.iso.datetime(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
