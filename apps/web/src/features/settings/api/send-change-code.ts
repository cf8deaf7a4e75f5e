import type { OtpSendBody, ResendAvailable } from '@academy/contract/user';
import { userPaths } from '@academy/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const sendChangeCode = (body: OtpSendBody) => api.post<ResendAvailable>(userPaths.otpSend, { body });

/** Sends a code to the new phone number or e-mail; the answer says when another may be sent. */
export const useSendChangeCode = () => useMutation({ mutationFn: sendChangeCode });
