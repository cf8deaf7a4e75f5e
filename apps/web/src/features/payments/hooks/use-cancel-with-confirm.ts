import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notification-dialog';
import { toast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useCancelTransaction } from '../api/cancel-transaction';

/**
 * Cancels a pending transaction once the learner confirms in the notification dialog (spec §4:
 * "a user can cancel a transaction after confirming"). Closing the dialog cancels nothing.
 */
export function useCancelWithConfirm(profileId: string) {
  const { t } = useTranslation('payments');
  const cancel = useCancelTransaction(profileId);
  const confirmAndCancel = async (transactionId: string, message = t('qris.cancelConfirm')) => {
    try {
      await notify({ message, okLabel: t('qris.cancel') });
    } catch {
      return;
    }
    cancel.mutate(transactionId, {
      onSuccess: () => toast.success(t('qris.cancelled')),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : t('checkout.failed')),
    });
  };
  return { confirmAndCancel, cancelling: cancel.isPending, cancellingId: cancel.variables };
}
