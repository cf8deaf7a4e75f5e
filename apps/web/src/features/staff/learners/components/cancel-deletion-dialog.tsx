import { staffDeletionCancelBodySchema, type StaffAccountDeletion } from '@academy/contract/data-rights';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/form-error';
import { FormModal } from '../../../../components/form-modal';
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
      <FormError message={form.formError} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('deletions.cancel.dismiss')}
        </Button>
        <Button type="submit" loading={form.submitting}>
          {t('deletions.cancel.confirm')}
        </Button>
      </Group>
    </FormModal>
  );
}
