import { pinCheckBodySchema, type Profile } from '@academy/contract/profile';
import { Button } from '@mantine/core';
import { FormModal } from '../../../components/form-modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { PinField } from '../../../components/pin-field';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { pinFailure, pinFailureHint } from '../../../lib/pin-failure';
import { useCheckPin } from '../api/check-pin';

/** Asks a profile's PIN before entering it: a wrong one shows the tries left, a lock its end. */
export function PinPromptModal({
  profile,
  onClose,
  onConfirmed,
}: {
  profile: Profile;
  onClose: () => void;
  onConfirmed: () => void;
}) {
  const { t, i18n } = useTranslation('profiles');
  const check = useCheckPin();
  const [hint, setHint] = useState<string | undefined>();
  const form = useZodForm(pinCheckBodySchema, { pin: '' });
  const pin = form.field('pin');

  const submit = form.onSubmit(async ({ pin: value }) => {
    setHint(undefined);
    try {
      await check.mutateAsync({ profileId: profile.id, pin: value });
    } catch (error) {
      const failure = pinFailure(error);
      if (!failure || !(error instanceof ApiError)) throw error;
      form.setErrors({ pin: error.message });
      setHint(pinFailureHint(t, failure, i18n.language));
      return;
    }
    onConfirmed();
  });

  return (
    <FormModal
      onClose={onClose}
      title={t('pin.title', { name: profile.name })}
      description={t('pin.description')}
      onSubmit={submit}
    >
      <PinField
        label={t('fields.pin')}
        value={pin.value}
        onChange={(value) => {
          setHint(undefined);
          pin.onChange(value);
        }}
        error={pin.error}
        hint={hint}
        autoFocus
      />
      <FormError message={form.formError} />
      <Button type="submit" loading={form.submitting} fullWidth>
        {t('pin.submit')}
      </Button>
    </FormModal>
  );
}
