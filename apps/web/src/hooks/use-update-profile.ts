import type { Profile, UpdateProfileBody } from '@academy/contract/profile';
import { profilePaths } from '@academy/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { getMeQueryOptions } from './use-me';

// A profile's name, gender or address: changed by onboarding (/gender, /onboarding-address)
// and by the profile setting, so the call is shared.
export const updateProfile = (profileId: string, body: UpdateProfileBody) =>
  api.put<Profile>(profilePaths.update(profileId), { body });

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, body }: { profileId: string; body: UpdateProfileBody }) =>
      updateProfile(profileId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
  });
};
