import { staffUnlockPinBodySchema, type StaffLearnerProfile } from '@academy/contract/staff-learners';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/form-error';
import { FormModal } from '../../../../components/form-modal';
import { useZodForm } from '../../../../lib/form';
import { useUnlockLearnerPin } from '../api/unlock-learner-pin';
import { ReasonField } from './reason-field';

/** Confirms lifting a PIN lock and asks why; the reason goes to the change log. */
export function UnlockPinDialog({
  userId,
  profile,
  onClose,
  onUnlocked,
}: {
  userId: string;
  profile: Pick<StaffLearnerProfile, 'id' | 'name'>;
  onClose: () => void;
  onUnlocked: () => void;
}) {
  const { t } = useTranslation('staff-learners');
  const unlock = useUnlockLearnerPin(userId, profile.id);
  const form = useZodForm(staffUnlockPinBodySchema, { reason: '' });

  return (
    <FormModal
      onClose={onClose}
      title={t('unlock.title', { name: profile.name })}
      description={t('unlock.description')}
      onSubmit={form.onSubmit(async (body) => {
        await unlock.mutateAsync(body);
        onUnlocked();
      })}
    >
      <ReasonField description={t('unlock.reasonDescription')} data-autofocus {...form.field('reason')} />
      <FormError message={form.formError} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('unlock.cancel')}
        </Button>
        <Button type="submit" color="red.8" loading={form.submitting}>
          {t('unlock.confirm')}
        </Button>
      </Group>
    </FormModal>
  );
}
