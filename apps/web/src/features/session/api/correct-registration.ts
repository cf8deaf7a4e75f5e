import type { CorrectRegistrationBody, RegisterResult } from '@academy/contract/user';
import { userPaths } from '@academy/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rememberResendTime } from '../otp-timing';

export const correctRegistration = (userId: string, body: CorrectRegistrationBody) =>
  api.patch<RegisterResult>(userPaths.registration(userId), { body, auth: false });

/** Corrects the number (or e-mail) of an account waiting for its code; a new code goes there. */
export const useCorrectRegistration = (userId: string) =>
  useMutation({
    mutationFn: (body: CorrectRegistrationBody) => correctRegistration(userId, body),
    onSuccess: (result) =>
      rememberResendTime(
        userId,
        result.resendAvailableAt,
        result.otpChannel === 'whatsapp' ? result.phoneNumber : result.email,
      ),
  });
