import { staffPaths } from '@academy/contract/endpoints';
import type { StaffManualPaymentBody, StaffTransactionDetail } from '@academy/contract/staff-payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useShowStaffTransaction } from './use-show-staff-transaction';

/** Admins: a cash or transfer payment received, recorded as a paid transaction that grants the item. */
export const recordStaffPayment = (body: StaffManualPaymentBody) =>
  api.post<StaffTransactionDetail>(staffPaths.payments, { body });

export const useRecordStaffPayment = () => {
  const queryClient = useQueryClient();
  const show = useShowStaffTransaction();
  return useMutation({
    mutationFn: recordStaffPayment,
    onSuccess: (recorded) => {
      show(recorded);
      // The learner's enrolments and the classes' seats changed.
      void queryClient.invalidateQueries({ queryKey: ['staff', 'learners'] });
      void queryClient.invalidateQueries({ queryKey: ['staff', 'classes', 'list'] });
    },
  });
};
