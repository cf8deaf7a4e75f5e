import { staffPaths } from '@academy/contract/endpoints';
import type { StaffTransactionQuery, StaffTransactionRow } from '@academy/contract/staff-payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const getStaffTransactions = (query: StaffTransactionQuery) =>
  api.getPaged<StaffTransactionRow>(staffPaths.transactions, { query });

export const getStaffTransactionsQueryOptions = (query: StaffTransactionQuery) =>
  queryOptions({
    queryKey: ['staff', 'transactions', 'list', query],
    queryFn: () => getStaffTransactions(query),
    placeholderData: keepPreviousData,
  });

export const useStaffTransactions = (query: StaffTransactionQuery) =>
  useQuery(getStaffTransactionsQueryOptions(query));
