import type { StaffTransactionDetail } from '@academy/contract/staff-payments';
import { useQueryClient } from '@tanstack/react-query';
import { staffTransactionKey } from './get-staff-transaction';

/** After a refund or a check: the answer is the transaction now; lists are read again. */
export function useShowStaffTransaction() {
  const queryClient = useQueryClient();
  return (updated: StaffTransactionDetail) => {
    queryClient.setQueryData(staffTransactionKey(updated.id), updated);
    void queryClient.invalidateQueries({ queryKey: ['staff', 'transactions', 'list'] });
  };
}
