import type { ChangeEmailBody, ChangePhoneBody, User } from '@academy/contract/user';
import { userPaths } from '@academy/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getMeQueryOptions } from '../../../hooks/use-me';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';

export const changePhoneNumber = (userId: string, body: ChangePhoneBody) =>
  api.put<User>(userPaths.changePhone(userId), { body });

export const changeEmail = (userId: string, body: ChangeEmailBody) =>
  api.put<User>(userPaths.changeEmail(userId), { body });

export type ContactKind = 'phone' | 'email';

type ChangeContactInput = { userId: string; value: string; otp: string; password: string };

/**
 * A new phone number or e-mail with the code sent to it and the current password (the two
 * calls take the same proof); the stored user and the account data follow.
 */
export const useChangeContact = (kind: ContactKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, value, otp, password }: ChangeContactInput) =>
      kind === 'phone'
        ? changePhoneNumber(userId, { phoneNumber: value, otp, password })
        : changeEmail(userId, { email: value, otp, password }),
    onSuccess: (user) => {
      session.userUpdated(user);
      return queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
    },
  });
};
