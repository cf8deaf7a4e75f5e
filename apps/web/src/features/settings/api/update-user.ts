import type { UpdateUserBody, User } from '@academy/contract/user';
import { userPaths } from '@academy/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getMeQueryOptions } from '../../../hooks/use-me';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';

export const updateUser = (userId: string, body: UpdateUserBody) =>
  api.put<User>(userPaths.update(userId), { body });

/** Updates the account (here: its preferred language); the stored user follows. */
export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: UpdateUserBody }) => updateUser(userId, body),
    onSuccess: (user) => {
      session.userUpdated(user);
      return queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
    },
  });
};
