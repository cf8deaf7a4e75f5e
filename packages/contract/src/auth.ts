import { z } from 'zod';
import {
  currentPasswordSchema,
  emailSchema,
  newSecretRule,
  otpSchema,
  passwordSchema,
  phoneNumberSchema,
} from './user';

export const loginBodySchema = z.object({
  phoneNumber: phoneNumberSchema,
  password: currentPasswordSchema,
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** Forgot password, step 1: the e-mail goes in the query (spec §7). */
export const otpPasswordSendQuerySchema = z.object({ email: emailSchema });
export type OtpPasswordSendQuery = z.input<typeof otpPasswordSendQuerySchema>;

/** Forgot password, step 2: the code from the e-mail buys a reset token. */
export const otpPasswordVerificationBodySchema = z.object({ email: emailSchema, otp: otpSchema });
export type OtpPasswordVerificationBody = z.input<typeof otpPasswordVerificationBodySchema>;

export const resetTokenSchema = z.object({ resetToken: z.string() });
export type ResetToken = z.infer<typeof resetTokenSchema>;

/** The new password typed twice; `confirmPassword` must match (spec §5 'Password not match'). */
export const newPasswordFields = {
  password: passwordSchema,
  confirmPassword: z.string({ error: 'passwordNotMatch' }),
};

/** The new password's confirmation matches it (spec §5 'Password not match'). */
export const confirmationMatches = newSecretRule(
  { new: 'password', confirm: 'confirmPassword' },
  { mismatch: 'passwordNotMatch' },
);

/** The reset form as the app shows it (without the token it holds). */
export const resetPasswordFormSchema = z.object(newPasswordFields).superRefine(confirmationMatches);
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** Forgot password, step 3. */
export const resetPasswordBodySchema = z
  .object({
    resetToken: z.string({ error: 'resetTokenInvalid' }).min(1, 'resetTokenInvalid').max(200),
    ...newPasswordFields,
  })
  .superRefine(confirmationMatches);
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;
