import { z } from 'zod';
import { hasFewMarksPerLetter } from './text-rules';
import { genderSchema, nameCharacters, newSecretRule, userSchema } from './user';

/** A profile PIN: 6 digits (decisions §1). */
export const pinSchema = z.string({ error: 'pinInvalid' }).regex(/^[0-9]{6}$/, 'pinInvalid');

const addressPart = (max: number) =>
  z.string({ error: 'addressRequired' }).trim().min(1, 'addressRequired').max(max, 'tooLong');

/** A postal address; every part is needed (spec §5 'Please enter full address'). */
export const addressSchema = z.object({
  address: addressPart(300),
  city: addressPart(100),
  state: addressPart(100),
  postCode: addressPart(20),
  country: addressPart(100),
});
export type Address = z.infer<typeof addressSchema>;

/** A profile's name: the rule of a full name, with messages that name the field the learner sees. */
export const profileNameSchema = z
  .string({ error: 'profileNameRequired' })
  .trim()
  .min(1, 'profileNameRequired')
  .max(100, 'tooLong')
  .regex(nameCharacters, 'profileNameLetters')
  .refine(hasFewMarksPerLetter, { error: 'marksStacked' });

/** A learner profile of an account (spec §3 "profile"). */
export const profileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  gender: genderSchema.nullable(),
  isMain: z.boolean(),
  number: z.number().int(),
  hasPin: z.boolean(),
  /** Whether switching to this profile asks for its PIN. */
  pinRequired: z.boolean(),
  /** Whether starting or continuing an exam asks for this profile's PIN (decisions §5). */
  examPinRequired: z.boolean(),
  address: addressSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type Profile = z.infer<typeof profileSchema>;

export const createProfileBodySchema = z.object({
  name: profileNameSchema,
  gender: genderSchema,
  pin: pinSchema,
});
export type CreateProfileBody = z.input<typeof createProfileBodySchema>;

export const updateProfileBodySchema = z.object({
  name: profileNameSchema.optional(),
  gender: genderSchema.optional(),
  address: addressSchema.optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/** PIN change: `oldPin` is omitted when the profile has no PIN yet; new differs from old (spec §5). */
export const changePinBodySchema = z
  .object({
    oldPin: pinSchema.optional(),
    newPin: pinSchema,
    confirmPin: z.string({ error: 'pinNotMatch' }),
  })
  .superRefine(
    newSecretRule(
      { old: 'oldPin', new: 'newPin', confirm: 'confirmPin' },
      { same: 'pinSameAsOld', mismatch: 'pinNotMatch' },
    ),
  );
export type ChangePinBody = z.input<typeof changePinBodySchema>;

export const pinCheckBodySchema = z.object({ pin: pinSchema });
export type PinCheckBody = z.input<typeof pinCheckBodySchema>;
export const pinValidSchema = z.object({ valid: z.literal(true) });

/** A wrong PIN's answer data (400). */
export const pinWrongDataSchema = z.object({ remainingTries: z.number().int() });
/** A locked profile's answer data (423). */
export const pinLockedDataSchema = z.object({ lockedUntil: z.iso.datetime() });

/** Turns the profile-switch PIN requirement on or off, with the current PIN (decisions §1). */
export const pinRequirementBodySchema = z.object({
  pinRequired: z.boolean({ error: 'invalidValue' }),
  pin: pinSchema,
});
export type PinRequirementBody = z.input<typeof pinRequirementBodySchema>;

/** The signed-in user's account and profiles (GET /user/me). */
export const meSchema = z.object({ user: userSchema, profiles: z.array(profileSchema) });
export type Me = z.infer<typeof meSchema>;
