import { pinCheckBodySchema, type Profile } from '@academy/contract/profile';
import { Anchor, Button, Group } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { FormModal } from '../../../components/form-modal';
import { PinField } from '../../../components/pin-field';
import { useResendCountdown } from '../../../hooks/use-countdown';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { pinFailure, pinFailureHint } from '../../../lib/pin-failure';
import { useCheckPin } from '../api/check-pin';

/**
 * Asks a profile's PIN before entering it. A wrong PIN empties the boxes for the next try and
 * shows the tries left; a lock shows its end and keeps "Enter" off until then. "Forgot PIN?"
 * leads to the reset with the account password (decision 0036).
 */
export function PinPromptModal({
  profile,
  onClose,
  onConfirmed,
  onForgot,
}: {
  profile: Profile;
  onClose: () => void;
  onConfirmed: () => void;
  onForgot: () => void;
}) {
  const { t, i18n } = useTranslation('profiles');
  const check = useCheckPin();
  const [hint, setHint] = useState<string | undefined>();
  const [lockedUntil, setLockedUntil] = useState<string | null>(null);
  const locked = useResendCountdown(lockedUntil) > 0;
  const pinBoxId = useId();
  const form = useZodForm(pinCheckBodySchema, { pin: '' });
  const pin = form.field('pin');

  const submit = form.onSubmit(async ({ pin: value }) => {
    setHint(undefined);
    try {
      await check.mutateAsync({ profileId: profile.id, pin: value });
    } catch (error) {
      const failure = pinFailure(error);
      if (!failure || !(error instanceof ApiError)) throw error;
      form.setValue('pin', '');
      form.setErrors({ pin: error.message });
      setHint(pinFailureHint(t, failure, i18n.language));
      if (failure.kind === 'locked') setLockedUntil(failure.lockedUntil.toISOString());
      else document.getElementById(pinBoxId)?.querySelector('input')?.focus();
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
      <div id={pinBoxId}>
        <PinField
          label={t('fields.pin')}
          value={pin.value}
          onChange={(value) => {
            if (!locked) setHint(undefined);
            pin.onChange(value);
          }}
          error={pin.error}
          hint={hint}
          autoFocus
        />
      </div>
      <FormError message={form.formError} />
      <Button type="submit" loading={form.submitting} disabled={locked} fullWidth>
        {t('pin.submit')}
      </Button>
      <Group justify="center">
        <Anchor component="button" type="button" size="sm" onClick={onForgot}>
          {t('forgotPin.open')}
        </Anchor>
      </Group>
    </FormModal>
  );
}
