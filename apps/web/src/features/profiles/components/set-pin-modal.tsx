import { changePinBodySchema, type Profile } from '@academy/contract/profile';
import { Button } from '@mantine/core';
import { FormModal } from '../../../components/form-modal';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { PinField } from '../../../components/pin-field';
import { toast } from '../../../components/toast';
import { useChangePin } from '../../../hooks/use-change-pin';
import { useZodForm } from '../../../lib/form';

/** A profile without a PIN sets one (typed twice) before it is entered (decisions §1). */
export function SetPinModal({
  profile,
  onClose,
  onDone,
}: {
  profile: Profile;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('profiles');
  const changePin = useChangePin();
  const form = useZodForm(changePinBodySchema, { newPin: '', confirmPin: '' });
  const newPin = form.field('newPin');
  const confirmPin = form.field('confirmPin');

  const submit = form.onSubmit(async ({ newPin: pin, confirmPin: confirmation }) => {
    await changePin.mutateAsync({ profileId: profile.id, body: { newPin: pin, confirmPin: confirmation } });
    toast.success(t('setPin.done'));
    onDone();
  });

  return (
    <FormModal
      onClose={onClose}
      title={t('setPin.title', { name: profile.name })}
      description={t('setPin.description')}
      onSubmit={submit}
    >
      <PinField label={t('fields.newPin')} {...newPin} autoFocus />
      <PinField label={t('fields.confirmPin')} {...confirmPin} />
      <FormError message={form.formError} />
      <Button type="submit" loading={form.submitting} fullWidth>
        {t('setPin.submit')}
      </Button>
    </FormModal>
  );
}
