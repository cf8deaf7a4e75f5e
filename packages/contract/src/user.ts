import { z } from 'zod';
import { hasFewMarksPerLetter } from './text-rules';
import { languageSchema } from './language-schema';
import type { MessageKey } from './messages';
import { canonicalPhoneNumber, isWrittenPhoneNumber, phoneDigits } from './phone-number';

// Account fields with the spec's validation messages (spec §5). Each carries its message key,
// so the web app's forms and the API reject the same input with the same words.

export const genders = ['male', 'female'] as const;
export const genderSchema = z.enum(genders, { error: 'genderRequired' });
export type Gender = z.infer<typeof genderSchema>;

/** A person's name: letters (any alphabet), spaces and the marks names use (' . -). */
export const nameCharacters = /^[\p{L}\p{M} .'-]*$/u;

export const fullNameSchema = z
  .string({ error: 'fullNameRequired' })
  .trim()
  .min(1, 'fullNameRequired')
  .max(100, 'tooLong')
  .regex(nameCharacters, 'fullNameLetters')
  .refine(hasFewMarksPerLetter, { error: 'marksStacked' });

/**
 * A phone number as people write it (spaces, dashes, +62, 62 or 0: see `phone-number.ts`), read
 * into its one canonical form; more than 8 digits (spec §5, §9). Every call that takes a phone
 * number takes it through this schema, so every comparison sees the same form.
 */
export const phoneNumberSchema = z
  .string({ error: 'phoneTooShort' })
  .trim()
  .superRefine((value, ctx) => {
    if (!isWrittenPhoneNumber(value)) ctx.addIssue({ code: 'custom', message: 'phoneInvalid' });
    else if (phoneDigits(canonicalPhoneNumber(value)).length <= 8)
      ctx.addIssue({ code: 'custom', message: 'phoneTooShort' });
    else if (canonicalPhoneNumber(value).length > 20) ctx.addIssue({ code: 'custom', message: 'tooLong' });
  })
  .transform(canonicalPhoneNumber);

/** Lower-cased e-mail address; an empty one is missing (required), not badly written. */
export const emailSchema = z
  .string({ error: 'required' })
  .trim()
  .toLowerCase()
  .min(1, 'required')
  .pipe(z.email('emailInvalid').max(254, 'tooLong'));

/** A new password: 8 to 128 characters (api-contract "Security rules"). */
export const passwordSchema = z
  .string({ error: 'passwordTooShort' })
  .min(8, 'passwordTooShort')
  .max(128, 'passwordTooLong');

/** A password the person already has (checked against the stored hash, not the policy). */
export const currentPasswordSchema = z
  .string({ error: 'required' })
  .min(1, 'required')
  .max(128, 'passwordTooLong');

/** A one-time code: 6 digits. */
export const otpSchema = z
  .string({ error: 'otpInvalid' })
  .trim()
  .regex(/^[0-9]{6}$/, 'otpInvalid');

export const otpChannelSchema = z.enum(['whatsapp', 'email']);
export type OtpChannel = z.infer<typeof otpChannelSchema>;

const timestamp = z.iso.datetime();

/** An account as the API shows it; `createdAt` is "registered since" (spec §3). */
export const userSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  gender: genderSchema,
  verified: z.boolean(),
  preferredLanguage: languageSchema.nullable(),
  createdAt: timestamp,
});
export type User = z.infer<typeof userSchema>;

/** The signed-in user the app stores (spec §3 "the signed-in user record (holds a token)"). */
export const signedInUserSchema = userSchema.extend({
  /** `admin` or `teacher` for staff (decisions §8): sign-in leads them to `/staff`; null for learners. */
  role: z.enum(['admin', 'teacher']).nullable(),
  token: z.string(),
  tokenExpiresAt: timestamp,
});
export type SignedInUser = z.infer<typeof signedInUserSchema>;

/** When the next code may be requested. */
export const resendAvailableSchema = z.object({ resendAvailableAt: timestamp });
export type ResendAvailable = z.infer<typeof resendAvailableSchema>;

export const registerBodySchema = z.object({
  fullName: fullNameSchema,
  gender: genderSchema,
  phoneNumber: phoneNumberSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/**
 * `PATCH /user/register/{id}`: an unverified account corrects the phone number or e-mail it
 * registered with (decision 0110). The registration's password proves the caller made it.
 */
export const correctRegistrationBodySchema = z
  .object({
    password: z.string({ error: 'required' }).min(1, 'required').max(128, 'tooLong'),
    phoneNumber: phoneNumberSchema.optional(),
    email: emailSchema.optional(),
  })
  .refine((body) => body.phoneNumber !== undefined || body.email !== undefined, {
    message: 'required',
    path: ['phoneNumber'],
  });
export type CorrectRegistrationBody = z.input<typeof correctRegistrationBodySchema>;

export const registerResultSchema = userSchema.extend({
  otpChannel: otpChannelSchema,
  resendAvailableAt: timestamp,
});
export type RegisterResult = z.infer<typeof registerResultSchema>;

export const verifyEmailBodySchema = z.object({ userId: z.uuid({ error: 'invalidValue' }), otp: otpSchema });
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;

/** An unverified account's sign-in answer carries its id so the app can resend a code. */
export const unverifiedDataSchema = z.object({ userId: z.uuid() });

export const updateUserBodySchema = z.object({
  fullName: fullNameSchema.optional(),
  gender: genderSchema.optional(),
  preferredLanguage: languageSchema.optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

/** Codes the signed-in user asks for, sent to the new address. */
export const accountOtpPurposes = ['phone-change', 'email-change'] as const;
export const accountOtpPurposeSchema = z.enum(accountOtpPurposes, { error: 'invalidValue' });
export type AccountOtpPurpose = z.infer<typeof accountOtpPurposeSchema>;

export const otpSendBodySchema = z.discriminatedUnion('purpose', [
  z.object({ purpose: z.literal('phone-change'), target: phoneNumberSchema }),
  z.object({ purpose: z.literal('email-change'), target: emailSchema }),
]);
export type OtpSendBody = z.input<typeof otpSendBodySchema>;

export const otpVerificationBodySchema = z.object({ purpose: accountOtpPurposeSchema, otp: otpSchema });
export type OtpVerificationBody = z.input<typeof otpVerificationBodySchema>;
export const otpVerifiedSchema = z.object({ verified: z.literal(true) });

export const changePhoneBodySchema = z.object({
  phoneNumber: phoneNumberSchema,
  otp: otpSchema,
  password: currentPasswordSchema,
});
export type ChangePhoneBody = z.input<typeof changePhoneBodySchema>;

export const changeEmailBodySchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  password: currentPasswordSchema,
});
export type ChangeEmailBody = z.input<typeof changeEmailBodySchema>;

/**
 * A new secret (password or PIN) typed twice, which must differ from the old one when there is
 * one (spec §5): `same` goes on the new field, `mismatch` on the confirmation.
 */
export function newSecretRule(
  keys: { old?: string; new: string; confirm: string },
  messages: { same?: MessageKey; mismatch: MessageKey },
) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const old = keys.old === undefined ? undefined : value[keys.old];
    if (messages.same && old !== undefined && value[keys.new] === old) {
      ctx.addIssue({ code: 'custom', path: [keys.new], message: messages.same });
    }
    if (value[keys.confirm] !== value[keys.new]) {
      ctx.addIssue({ code: 'custom', path: [keys.confirm], message: messages.mismatch });
    }
  };
}

/** Change password form: the new one differs from the old one and is typed twice (spec §5). */
export const changePasswordBodySchema = z
  .object({
    oldPassword: currentPasswordSchema,
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: 'passwordNotMatch' }),
  })
  .superRefine(
    newSecretRule(
      { old: 'oldPassword', new: 'newPassword', confirm: 'confirmPassword' },
      { same: 'passwordSameAsOld', mismatch: 'passwordNotMatch' },
    ),
  );
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;
