import type { RegisterBody, RegisterResult } from '@academy/contract/user';
import { userPaths } from '@academy/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { rememberResendTime } from '../otp-timing';

export const register = (body: RegisterBody) =>
  api.post<RegisterResult>(userPaths.register, { body, auth: false });

/**
 * The password this page registered with, in memory only (never stored): it proves the
 * registration when the learner corrects the number on the verification step (decision 0110).
 * After a reload the learner types it again.
 */
let registered: { userId: string; password: string } | null = null;
export const registeredPassword = (userId: string) =>
  registered?.userId === userId ? registered.password : null;

/** Registration leaves the session logged out; the account then waits for its code. */
export const useRegister = () =>
  useMutation({
    mutationFn: register,
    onSuccess: (result, body) => {
      session.registered();
      registered = { userId: result.id, password: body.password };
      rememberResendTime(
        result.id,
        result.resendAvailableAt,
        result.otpChannel === 'whatsapp' ? result.phoneNumber : result.email,
      );
    },
    onError: () => session.registered(),
  });
