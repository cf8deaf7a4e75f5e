import type { PinRequirementBody, Profile } from '@academy/contract/profile';
import { profilePaths } from '@academy/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getMeQueryOptions } from '../../../hooks/use-me';
import { api } from '../../../lib/api-client';

export const setPinRequirement = (profileId: string, body: PinRequirementBody) =>
  api.put<Profile>(profilePaths.pinRequirement(profileId), { body });

/** Turns the profile-switch PIN requirement on or off, with the current PIN. */
export const useSetPinRequirement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, body }: { profileId: string; body: PinRequirementBody }) =>
      setPinRequirement(profileId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
  });
};
