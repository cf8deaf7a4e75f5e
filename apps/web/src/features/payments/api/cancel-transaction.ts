import { paymentPaths } from '@academy/contract/endpoints';
import type { Transaction } from '@academy/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const cancelTransaction = (profileId: string, transactionId: string) =>
  api.post<Transaction>(paymentPaths.cancel(encodeURIComponent(transactionId)), { body: { profileId } });

/** Cancelling frees a class seat the payment held: payments and classes are refetched. */
export const useCancelTransaction = (profileId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) => cancelTransaction(profileId, transactionId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['payments'] }),
        queryClient.invalidateQueries({ queryKey: ['classes'] }),
        queryClient.invalidateQueries({ queryKey: ['profile-courses'] }),
      ]);
    },
  });
};
