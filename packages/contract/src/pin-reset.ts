import { z } from 'zod';
import { apiBase } from './endpoints';
import { pinSchema } from './profile';
import { currentPasswordSchema, newSecretRule, otpChannelSchema, otpSchema } from './user';

/**
 * Forgot PIN (decision 0036): a parent who forgot a profile's PIN sets a new one with the
 * account password and a code sent to the account's own channel; the reset also lifts the lock.
 */
export const pinResetPaths = {
  sendCode: (profileId: string) => `${apiBase}/profile/${profileId}/pin/reset/send`,
  reset: (profileId: string) => `${apiBase}/profile/${profileId}/pin/reset`,
} as const;

/** Where the code went, so the screen can say so, and when the next one may be asked for. */
export const pinResetCodeSentSchema = z.object({
  channel: otpChannelSchema,
  /** The account's own phone number or e-mail. */
  sentTo: z.string(),
  resendAvailableAt: z.iso.datetime(),
});
export type PinResetCodeSent = z.infer<typeof pinResetCodeSentSchema>;

export const pinResetBodySchema = z
  .object({
    password: currentPasswordSchema,
    otp: otpSchema,
    newPin: pinSchema,
    confirmPin: z.string({ error: 'pinNotMatch' }),
  })
  .superRefine(newSecretRule({ new: 'newPin', confirm: 'confirmPin' }, { mismatch: 'pinNotMatch' }));
export type PinResetBody = z.input<typeof pinResetBodySchema>;
