import { dataRightsPaths, type DeletionCodeSent } from '@academy/contract/data-rights';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const sendDeletionCode = () => api.post<DeletionCodeSent>(dataRightsPaths.deletionCode);

/** A code for deleting the account, to its own phone number or e-mail; says where it went. */
export const useSendDeletionCode = () => useMutation({ mutationFn: sendDeletionCode });
