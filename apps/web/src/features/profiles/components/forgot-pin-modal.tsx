import { pinResetBodySchema, type PinResetCodeSent } from '@academy/contract/pin-reset';
import type { Profile } from '@academy/contract/profile';
import { resendAvailableSchema } from '@academy/contract/user';
import { Anchor, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { FormModal } from '../../../components/form-modal';
import { PasswordField } from '../../../components/password-field';
import { PinField } from '../../../components/pin-field';
import { toast } from '../../../components/toast';
import { useResendCountdown } from '../../../hooks/use-countdown';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { useResetPin } from '../api/reset-pin';
import { useSendPinResetCode } from '../api/send-pin-reset-code';

/** A code was sent (`sentTo` unknown when an earlier one, under 60 s old, still stands). */
type CodeState = Partial<Pick<PinResetCodeSent, 'channel' | 'sentTo'>> & { resendAvailableAt: string };

/**
 * Forgot PIN (decision 0036): a code to the account's phone or e-mail, then the account password,
 * the code and a new PIN. Setting it lifts a lock, and the profile is entered.
 */
export function ForgotPinModal({
  profile,
  onClose,
  onDone,
}: {
  profile: Profile;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('profiles');
  const send = useSendPinResetCode();
  const reset = useResetPin();
  const [sent, setSent] = useState<CodeState | null>(null);
  const secondsLeft = useResendCountdown(sent?.resendAvailableAt ?? null);
  const form = useZodForm(pinResetBodySchema, { password: '', otp: '', newPin: '', confirmPin: '' });

  const sendCode = async () => {
    form.setFormError(null);
    try {
      setSent(await send.mutateAsync({ profileId: profile.id }));
    } catch (error) {
      const wait =
        error instanceof ApiError && error.code === 429 ? resendAvailableSchema.safeParse(error.data) : null;
      if (wait?.success) setSent((current) => ({ ...current, ...wait.data }));
      else form.setFormError(error instanceof ApiError ? error.message : t('common:error.generic'));
    }
  };

  const submit = form.onSubmit(async (body) => {
    await reset.mutateAsync({ profileId: profile.id, body });
    toast.success(t('forgotPin.done', { name: profile.name }));
    onDone();
  });

  const where = !sent?.sentTo
    ? t('forgotPin.sentEarlier')
    : t(sent.channel === 'email' ? 'forgotPin.sentEmail' : 'forgotPin.sentWhatsApp', { to: sent.sentTo });

  return (
    <FormModal
      onClose={onClose}
      title={t('forgotPin.title', { name: profile.name })}
      description={t('forgotPin.description')}
      onSubmit={submit}
    >
      {!sent ? (
        <>
          <FormError message={form.formError} />
          <Button type="button" onClick={() => void sendCode()} loading={send.isPending} fullWidth>
            {t('forgotPin.send')}
          </Button>
        </>
      ) : (
        <>
          <Text size="sm" role="status">
            {where}
          </Text>
          <PinField label={t('forgotPin.code')} code autoFocus {...form.field('otp')} />
          <PasswordField
            label={t('forgotPin.password')}
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
          <PinField label={t('fields.newPin')} {...form.field('newPin')} />
          <PinField label={t('fields.confirmPin')} {...form.field('confirmPin')} />
          <FormError message={form.formError} />
          <Button type="submit" loading={form.submitting} fullWidth>
            {t('forgotPin.submit')}
          </Button>
          <Text size="sm" ta="center" aria-live="polite">
            {secondsLeft > 0 ? (
              t('forgotPin.wait', { seconds: secondsLeft })
            ) : (
              <Anchor
                component="button"
                type="button"
                onClick={() => void sendCode()}
                disabled={send.isPending}
              >
                {t('forgotPin.resend')}
              </Anchor>
            )}
          </Text>
        </>
      )}
    </FormModal>
  );
}
