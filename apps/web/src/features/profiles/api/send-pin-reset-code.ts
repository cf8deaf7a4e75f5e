import { pinResetPaths, type PinResetCodeSent } from '@academy/contract/pin-reset';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Forgot PIN, step 1: a code to the account's own phone number or e-mail. */
export const sendPinResetCode = (profileId: string) =>
  api.post<PinResetCodeSent>(pinResetPaths.sendCode(profileId));

export const useSendPinResetCode = () =>
  useMutation({ mutationFn: ({ profileId }: { profileId: string }) => sendPinResetCode(profileId) });
