import { paymentPaths } from '@academy/contract/endpoints';
import type { CreatePaymentBody, Transaction } from '@academy/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const createPayment = (body: CreatePaymentBody) =>
  api.post<Transaction>(paymentPaths.create, { body });

/** Paying may take a class seat: classes, the profile's classes and payments are refetched. */
export const useCreatePayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['payments'] }),
        queryClient.invalidateQueries({ queryKey: ['classes'] }),
        queryClient.invalidateQueries({ queryKey: ['profile-courses'] }),
      ]);
    },
  });
};
