import {
  accountClosedSchema,
  dataRightsPaths,
  type AccountRestoreBody,
  type AccountRestoreCodeBody,
  type DeletionCodeSent,
} from '@academy/contract/data-rights';
import type { SignedInUser } from '@academy/contract/user';
import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/** The closed account's erasure date of a refused sign-in (403 `accountClosed`), else null. */
export function closedUntil(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 403) return null;
  const parsed = accountClosedSchema.safeParse(error.data);
  return parsed.success ? parsed.data.eraseAfter : null;
}

/** A code to keep a closed account, to its own phone number or e-mail (decision 0151). */
export const useSendRestoreCode = () =>
  useMutation({
    mutationFn: (body: AccountRestoreCodeBody) =>
      api.post<DeletionCodeSent>(dataRightsPaths.restoreCode, { body, auth: false }),
  });

/** Cancels the erasure with the password and the code, and signs in. */
export const useRestoreAccount = () =>
  useMutation({
    mutationFn: (body: AccountRestoreBody) =>
      api.post<SignedInUser>(dataRightsPaths.restore, { body, auth: false }),
    onSuccess: (user) => session.loginSucceeded(user),
  });
