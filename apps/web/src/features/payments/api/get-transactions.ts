import { paymentPaths } from '@academy/contract/endpoints';
import type { Transaction, TransactionStatus } from '@academy/contract/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getTransactions = (profileId: string, page: number, size: number, status?: TransactionStatus) =>
  api.getPaged<Transaction>(paymentPaths.profileTransactions(profileId), { query: { page, size, status } });

export const getTransactionsQueryOptions = (
  profileId: string,
  page: number,
  size: number,
  status?: TransactionStatus,
) =>
  queryOptions({
    queryKey: ['payments', 'transactions', profileId, { page, size, status }],
    queryFn: () => getTransactions(profileId, page, size, status),
  });

export const useTransactions = (profileId: string, page: number, size: number, status?: TransactionStatus) =>
  useQuery({
    ...getTransactionsQueryOptions(profileId, page, size, status),
    placeholderData: keepPreviousData,
  });
