import type { ResendAvailable } from '@academy/contract/user';
import { userPaths } from '@academy/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rememberResendTime } from '../otp-timing';

export const sendVerification = (userId: string) =>
  api.post<ResendAvailable>(userPaths.sendVerification(userId), { auth: false });

/** Sends a new code; the answer says when the next one may be asked for. */
export const useSendVerification = (userId: string) =>
  useMutation({
    mutationFn: () => sendVerification(userId),
    onSuccess: (result) => rememberResendTime(userId, result.resendAvailableAt),
  });
