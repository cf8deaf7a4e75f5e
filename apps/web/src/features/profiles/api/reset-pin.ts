import { pinResetPaths, type PinResetBody } from '@academy/contract/pin-reset';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getMeQueryOptions } from '../../../hooks/use-me';
import { api } from '../../../lib/api-client';

/** Forgot PIN, step 2: the account password and the code set a new PIN and lift the lock. */
export const resetPin = (profileId: string, body: PinResetBody) =>
  api.put<null>(pinResetPaths.reset(profileId), { body });

export const useResetPin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, body }: { profileId: string; body: PinResetBody }) => resetPin(profileId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
  });
};
