import { staffPaths } from '@academy/contract/endpoints';
import type { StaffTransactionDetail } from '@academy/contract/staff-payments';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useShowStaffTransaction } from './use-show-staff-transaction';

/** Admins: asks the gateway about the transaction now; answers it updated. */
export const reconcileStaffTransaction = (id: string) =>
  api.post<StaffTransactionDetail>(staffPaths.reconcile(encodeURIComponent(id)));

export const useReconcileStaffTransaction = (id: string) => {
  const show = useShowStaffTransaction();
  return useMutation({ mutationFn: () => reconcileStaffTransaction(id), onSuccess: show });
};
