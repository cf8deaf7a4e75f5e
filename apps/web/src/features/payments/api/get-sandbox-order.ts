import { paymentPaths } from '@academy/contract/endpoints';
import type { SandboxOrder } from '@academy/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** An order on the sandbox payer (exists only while the sandbox is the gateway; 404 otherwise). */
export const getSandboxOrder = (orderId: string) =>
  api.get<SandboxOrder>(paymentPaths.sandboxOrder(encodeURIComponent(orderId)), { auth: false });

export const getSandboxOrderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: ['payments', 'sandbox', orderId], queryFn: () => getSandboxOrder(orderId) });

export const useSandboxOrder = (orderId: string) => useQuery(getSandboxOrderQueryOptions(orderId));
