import { staffDeletionCancelBodySchema, type StaffAccountDeletion } from '@academy/contract/data-rights';
import { useTranslation } from 'react-i18next';
import { FormModal, FormModalActions } from '../../../../components/form-modal';
import { useZodForm } from '../../../../lib/form';
import { useCancelAccountDeletion } from '../api/cancel-account-deletion';
import { ReasonField } from './reason-field';

/** Reopens a closed account at its owner's request; the reason goes to the change log. */
export function CancelDeletionDialog({
  deletion,
  onClose,
}: {
  deletion: StaffAccountDeletion;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff-learners');
  const cancel = useCancelAccountDeletion(deletion.id);
  const form = useZodForm(staffDeletionCancelBodySchema, { reason: '' });

  return (
    <FormModal
      onClose={onClose}
      title={t('deletions.cancel.title', { name: deletion.fullName ?? '' })}
      description={t('deletions.cancel.description')}
      onSubmit={form.onSubmit(async (body) => {
        await cancel.mutateAsync(body);
        onClose();
      })}
    >
      <ReasonField
        description={t('deletions.cancel.reasonDescription')}
        data-autofocus
        {...form.field('reason')}
      />
      <FormModalActions
        error={form.formError}
        cancelLabel={t('deletions.cancel.dismiss')}
        submitLabel={t('deletions.cancel.confirm')}
        onCancel={onClose}
        submitting={form.submitting}
      />
    </FormModal>
  );
}
