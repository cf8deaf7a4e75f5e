import {
  dataRightsPaths,
  type StaffAccountDeletion,
  type StaffDeletionCancelBody,
} from '@academy/contract/data-rights';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { accountDeletionsQueryKey } from './get-account-deletions';

export const cancelAccountDeletion = (id: string, body: StaffDeletionCancelBody) =>
  api.post<StaffAccountDeletion>(dataRightsPaths.staffDeletionCancel(id), { body });

/** Cancels a scheduled erasure; the lists are read again, also after a refusal (409). */
export const useCancelAccountDeletion = (id: string) => {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: accountDeletionsQueryKey });
  return useMutation({
    mutationFn: (body: StaffDeletionCancelBody) => cancelAccountDeletion(id, body),
    onSettled: refresh,
  });
};
