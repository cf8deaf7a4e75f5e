import type { RegisterBody, RegisterResult } from '@academy/contract/user';
import { userPaths } from '@academy/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { rememberResendTime } from '../otp-timing';

export const register = (body: RegisterBody) =>
  api.post<RegisterResult>(userPaths.register, { body, auth: false });

/** Registration leaves the session logged out; the account then waits for its code. */
export const useRegister = () =>
  useMutation({
    mutationFn: register,
    onSuccess: (result) => {
      session.registered();
      rememberResendTime(
        result.id,
        result.resendAvailableAt,
        result.otpChannel === 'whatsapp' ? result.phoneNumber : result.email,
      );
    },
    onError: () => session.registered(),
  });
