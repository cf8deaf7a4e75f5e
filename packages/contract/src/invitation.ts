import { z } from 'zod';
import { confirmationMatches, newPasswordFields } from './auth';
import { localizedSchema } from './language-schema';

// The invitation an imported learner receives to set their password (decision 0117). Read by the
// learner's public page, so kept apart from the staff import's schemas (the console's own chunk).

/** How long an invitation to set the password holds. */
export const invitationLifetimeDays = 7;

/** An invitation's token, from the link the learner received. */
export const invitationTokenSchema = z
  .string({ error: 'invitationInvalid' })
  .min(1, 'invitationInvalid')
  .max(200, 'invitationInvalid');

export const invitationCheckBodySchema = z.object({ token: invitationTokenSchema });

/** Who the invitation is for, shown on its page before the password is set. */
export const invitationSchema = z.object({
  fullName: z.string(),
  phoneNumber: z.string(),
  classTitle: localizedSchema.nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationAcceptBodySchema = z
  .object({ token: invitationTokenSchema, ...newPasswordFields })
  .superRefine(confirmationMatches);
export type InvitationAcceptBody = z.input<typeof invitationAcceptBodySchema>;
