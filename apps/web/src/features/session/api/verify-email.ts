import type { SignedInUser, VerifyEmailBody } from '@academy/contract/user';
import { userPaths } from '@academy/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { removeStored } from '../../../lib/storage';

export const verifyEmail = (body: VerifyEmailBody) =>
  api.post<SignedInUser>(userPaths.verifyEmail, { body, auth: false });

/** A right code verifies the account and signs in. */
export const useVerifyEmail = () =>
  useMutation({
    mutationFn: verifyEmail,
    onSuccess: (user) => {
      removeStored('otp');
      session.verified(user);
    },
  });
