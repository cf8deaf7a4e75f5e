import { staffPaths } from '@academy/contract/endpoints';
import type { StaffTransactionDetail } from '@academy/contract/staff-payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const getStaffTransaction = (id: string) =>
  api.get<StaffTransactionDetail>(staffPaths.transaction(encodeURIComponent(id)));

export const staffTransactionKey = (id: string) => ['staff', 'transactions', 'detail', id] as const;

export const getStaffTransactionQueryOptions = (id: string) =>
  queryOptions({ queryKey: staffTransactionKey(id), queryFn: () => getStaffTransaction(id) });

export const useStaffTransaction = (id: string) => useQuery(getStaffTransactionQueryOptions(id));
