import type { PinCheckBody } from '@academy/contract/profile';
import { profilePaths } from '@academy/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const checkPin = (profileId: string, body: PinCheckBody) =>
  api.post<{ valid: true }>(profilePaths.checkPin(profileId), { body });

/** Checks a profile's PIN before entering it; wrong PINs answer 400, a locked profile 423. */
export const useCheckPin = () =>
  useMutation({
    mutationFn: ({ profileId, pin }: { profileId: string; pin: string }) => checkPin(profileId, { pin }),
  });
