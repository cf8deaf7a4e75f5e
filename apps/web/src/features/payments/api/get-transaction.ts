import { paymentPaths } from '@academy/contract/endpoints';
import type { Transaction } from '@academy/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getTransaction = (profileId: string, transactionId: string) =>
  api.get<Transaction>(paymentPaths.transaction(encodeURIComponent(transactionId)), { query: { profileId } });

export const getTransactionQueryOptions = (profileId: string, transactionId: string) =>
  queryOptions({
    queryKey: ['payments', 'transaction', profileId, transactionId],
    queryFn: () => getTransaction(profileId, transactionId),
  });

/**
 * A transaction, followed every few seconds while it waits for payment (the server asks the
 * gateway at most every 5 s), and no longer once it has ended.
 */
export const useTransaction = (profileId: string, transactionId: string) =>
  useQuery({
    ...getTransactionQueryOptions(profileId, transactionId),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3_000 : false),
  });
