import type { ChangePasswordBody } from '@academy/contract/user';
import { userPaths } from '@academy/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const changePassword = (userId: string, body: ChangePasswordBody) =>
  api.put<null>(userPaths.changePassword(userId), { body });

/** Changes the password; the server signs out every other session of the account. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: ChangePasswordBody }) =>
      changePassword(userId, body),
  });
