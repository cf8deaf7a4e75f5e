import type { OtpPasswordVerificationBody, ResetPasswordBody, ResetToken } from '@academy/contract/auth';
import { authPaths } from '@academy/contract/endpoints';
import type { ResendAvailable } from '@academy/contract/user';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The three calls of the forgot-password flow (spec §7) share one screen, so one file.

/** Step 1: a code to the e-mail (the same answer whether or not it is registered). */
export const sendPasswordCode = (email: string) =>
  api.post<ResendAvailable>(authPaths.otpPasswordSend, { query: { email }, auth: false });

/** Step 2: the code buys a single-use reset token. */
export const verifyPasswordCode = (body: OtpPasswordVerificationBody) =>
  api.post<ResetToken>(authPaths.otpPasswordVerification, { body, auth: false });

/** Step 3: the new password. */
export const resetPassword = (body: ResetPasswordBody) =>
  api.post<null>(authPaths.passwordReset, { body, auth: false });

export const useSendPasswordCode = () => useMutation({ mutationFn: sendPasswordCode });
export const useVerifyPasswordCode = () => useMutation({ mutationFn: verifyPasswordCode });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
