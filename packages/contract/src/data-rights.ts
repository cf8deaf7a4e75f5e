import { z } from 'zod';
import { apiBase } from './endpoints';
import { pageQuerySchema } from './paging';
import { pinResetCodeSentSchema } from './pin-reset';
import { staffReasonSchema } from './change-reason';
import { loginBodySchema } from './auth';
import { currentPasswordSchema, otpSchema } from './user';

// A learner's data rights under Indonesia's personal data protection law (UU PDP, decisions
// 0090–0091): a copy of everything the academy holds about the account, and deletion of the
// account (closed at once, erased after `accountErasureDays`).

/** Days between closing an account and erasing it; an admin may cancel in between. */
export const accountErasureDays = 30;

export const dataRightsPaths = {
  /** `POST` with the current password: answers the ZIP (application/zip), named by the server. */
  dataExport: `${apiBase}/user/me/data-export`,
  /** `POST`: a code for `account-deletion` to the account's own phone number or e-mail. */
  deletionCode: `${apiBase}/user/me/deletion/code`,
  /** `POST` with the password and the code: closes the account at once. */
  deletion: `${apiBase}/user/me/deletion`,
  /** `POST` with the phone number and password, signed out: a code to keep a closed account (decision 0151). */
  restoreCode: `${apiBase}/auth/account-deletion/code`,
  /** `POST` with the phone number, password and that code: cancels the erasure and signs in. */
  restore: `${apiBase}/auth/account-deletion/cancel`,
  staffDeletions: `${apiBase}/staff/account-deletions`,
  staffDeletionCancel: (id: string) => `${apiBase}/staff/account-deletions/${id}/cancel`,
} as const;

/** Data exports allowed per account in 15 minutes (each builds every certificate PDF). */
export const dataExportLimit = 3;

export const dataExportBodySchema = z.object({ password: currentPasswordSchema });
export type DataExportBody = z.input<typeof dataExportBodySchema>;

/** The ZIP's name, `academy-data-2026-11-27.zip` (the day in Asia/Jakarta); decision 0066. */
export function dataExportFileName(at: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(at);
  return `academy-data-${day}.zip`;
}

/** Where the deletion code went (the same answer as the forgot-PIN code). */
export const deletionCodeSentSchema = pinResetCodeSentSchema;
export type DeletionCodeSent = z.infer<typeof deletionCodeSentSchema>;

export const accountDeletionBodySchema = z.object({ password: currentPasswordSchema, otp: otpSchema });
export type AccountDeletionBody = z.input<typeof accountDeletionBodySchema>;

/** Keeping a closed account at the next sign-in (decision 0151): the sign-in's fields, then a code. */
export const accountRestoreCodeBodySchema = loginBodySchema;
export type AccountRestoreCodeBody = z.input<typeof accountRestoreCodeBodySchema>;
export const accountRestoreBodySchema = loginBodySchema.extend({ otp: otpSchema });
export type AccountRestoreBody = z.input<typeof accountRestoreBodySchema>;

/** The closed account's answer: when it will be erased. */
export const accountClosedSchema = z.object({ eraseAfter: z.iso.datetime() });
export type AccountClosed = z.infer<typeof accountClosedSchema>;

export const accountDeletionStatuses = ['scheduled', 'cancelled', 'erased'] as const;
export const accountDeletionStatusSchema = z.enum(accountDeletionStatuses);
export type AccountDeletionStatus = z.infer<typeof accountDeletionStatusSchema>;

/** A deletion request as staff see it; once erased the account's name is gone. */
export const staffAccountDeletionSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  /** The account's name, null once erased. */
  fullName: z.string().nullable(),
  status: accountDeletionStatusSchema,
  requestedAt: z.iso.datetime(),
  eraseAfter: z.iso.datetime(),
  erasedAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  cancelledByName: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type StaffAccountDeletion = z.infer<typeof staffAccountDeletionSchema>;

/**
 * Newest first; `accountId` gives one account's requests (its page in the console shows them).
 * Not `userId`: every call of the app carries `userId` as a tracking param (the caller's).
 */
export const staffAccountDeletionQuerySchema = pageQuerySchema.extend({
  status: accountDeletionStatusSchema.optional(),
  accountId: z.uuid().optional(),
});
export type StaffAccountDeletionQuery = z.infer<typeof staffAccountDeletionQuerySchema>;

export const staffAccountDeletionParamsSchema = z.object({ id: z.uuid() });

/** `POST /staff/account-deletions/{id}/cancel`: reopens a closed account at its owner's request. */
export const staffDeletionCancelBodySchema = z.object({ reason: staffReasonSchema });
export type StaffDeletionCancelBody = z.infer<typeof staffDeletionCancelBodySchema>;
