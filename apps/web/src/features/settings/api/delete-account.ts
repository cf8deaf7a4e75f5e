import { dataRightsPaths, type AccountClosed, type AccountDeletionBody } from '@academy/contract/data-rights';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const deleteAccount = (body: AccountDeletionBody) =>
  api.post<AccountClosed>(dataRightsPaths.deletion, { body });

/** Closes the account at once (every session ends); the server erases it after 30 days. */
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
