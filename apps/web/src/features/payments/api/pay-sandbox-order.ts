import { paymentPaths } from '@academy/contract/endpoints';
import type { SandboxOrder, SandboxOutcome } from '@academy/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getSandboxOrderQueryOptions } from './get-sandbox-order';

export const paySandboxOrder = (orderId: string, outcome: SandboxOutcome) =>
  api.post<SandboxOrder>(paymentPaths.sandboxOrder(encodeURIComponent(orderId)), {
    body: { outcome },
    auth: false,
  });

export const usePaySandboxOrder = (orderId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: SandboxOutcome) => paySandboxOrder(orderId, outcome),
    onSuccess: (order) => queryClient.setQueryData(getSandboxOrderQueryOptions(orderId).queryKey, order),
  });
};
