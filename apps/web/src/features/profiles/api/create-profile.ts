import type { CreateProfileBody, Profile } from '@academy/contract/profile';
import { userPaths } from '@academy/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getMeQueryOptions } from '../../../hooks/use-me';
import { api } from '../../../lib/api-client';

export const createProfile = (body: CreateProfileBody) =>
  api.post<Profile>(userPaths.createProfile, { body });

/** Adds a profile to the account; the profile list is read again. */
export const useCreateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
  });
};
