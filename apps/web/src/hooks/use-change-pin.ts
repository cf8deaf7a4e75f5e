import type { ChangePinBody } from '@academy/contract/profile';
import { profilePaths } from '@academy/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { getMeQueryOptions } from './use-me';

// Sets a profile's first PIN (the profile picker) or changes it (the profile setting).
export const changePin = (profileId: string, body: ChangePinBody) =>
  api.put<null>(profilePaths.changePin(profileId), { body });

export const useChangePin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, body }: { profileId: string; body: ChangePinBody }) =>
      changePin(profileId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
  });
};
