import type { JoinClassBody, JoinClassResult } from '@academy/contract/catalogue';
import { cataloguePaths } from '@academy/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const joinClass = (classKey: string, body: JoinClassBody) =>
  api.post<JoinClassResult>(cataloguePaths.joinClass(encodeURIComponent(classKey)), { body });

/** Joining changes the class (seats, enrolment) and the profile's classes: both are refetched. */
export const useJoinClass = (classKey: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinClassBody) => joinClass(classKey, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['classes'] }),
        queryClient.invalidateQueries({ queryKey: ['profile-courses'] }),
      ]);
    },
  });
};
