import { staffPaths } from '@academy/contract/endpoints';
import type { StaffRefundBody, StaffTransactionDetail } from '@academy/contract/staff-payments';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useShowStaffTransaction } from './use-show-staff-transaction';

/** Admins: refunds at the gateway; no `amount` = all that is left. */
export const refundStaffTransaction = (id: string, body: StaffRefundBody) =>
  api.post<StaffTransactionDetail>(staffPaths.refund(encodeURIComponent(id)), { body });

export const useRefundStaffTransaction = (id: string) => {
  const show = useShowStaffTransaction();
  return useMutation({
    mutationFn: (body: StaffRefundBody) => refundStaffTransaction(id, body),
    onSuccess: show,
  });
};
