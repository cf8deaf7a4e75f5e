import type { PaymentItemType } from '@academy/contract/payments';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notification-dialog';
import { toast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useCancelTransaction } from '../api/cancel-transaction';

/**
 * Cancels a pending transaction once the learner confirms in the notification dialog (spec §4:
 * "a user can cancel a transaction after confirming"). The dialog asks a question in its title,
 * says what cancelling means for this kind of item, and offers "Back" beside a red confirm.
 * "Back" cancels nothing. `releaseSeat` words it as letting a held class seat go.
 */
export function useCancelWithConfirm(profileId: string) {
  const { t } = useTranslation('payments');
  const cancel = useCancelTransaction(profileId);
  const confirmAndCancel = async (
    transactionId: string,
    itemType: PaymentItemType,
    { releaseSeat = false }: { releaseSeat?: boolean } = {},
  ) => {
    try {
      await notify({
        title: releaseSeat ? t('seat.releaseTitle') : t('cancelDialog.title'),
        message: releaseSeat ? t('seat.releaseText') : t(`cancelDialog.${itemType}`),
        okLabel: releaseSeat ? t('seat.release') : t('qris.cancel'),
        cancelLabel: t('common:dialog.back'),
        danger: true,
      });
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
