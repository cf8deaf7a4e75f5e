import { verifyEmailBodySchema } from '@academy/contract/user';
import { Anchor, Button, PinInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { useAcademy } from '../../../hooks/use-academy';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { useSendVerification } from '../api/send-verification';
import { useVerifyEmail } from '../api/verify-email';
import { afterSignInPath } from '../access-rules';
import { storedResendTime, storedSentTo, useResendCountdown } from '../otp-timing';
import { AuthCard } from './auth-card';

/** The account's 6-digit code, with a resend countdown until the server allows a new one. */
export function VerificationForm({ userId, to }: { userId: string; to: string | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const academy = useAcademy();
  const verify = useVerifyEmail();
  const resend = useSendVerification(userId);
  const [resendAt, setResendAt] = useState(() => storedResendTime(userId));
  const secondsLeft = useResendCountdown(resendAt);
  const form = useZodForm(verifyEmailBodySchema, { userId, otp: '' });

  const submit = form.onSubmit(async (body) => {
    await verify.mutateAsync(body);
    toast.success(t('verify.done'));
    // Verification signs in: on to the profile picker, then `to` (the class signed up from).
    void navigate(afterSignInPath(to), { replace: true });
  });

  const sendAgain = async () => {
    try {
      const result = await resend.mutateAsync();
      setResendAt(result.resendAvailableAt);
      toast.info(t('verify.sent'));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('common:error.generic'));
    }
  };

  const channel =
    academy.data?.otpChannel === 'email' ? t('verify.channel.email') : t('verify.channel.whatsapp');
  const sentTo = storedSentTo(userId);
  const otp = form.field('otp');

  return (
    <AuthCard
      title={t('verify.title')}
      description={
        sentTo ? t('verify.descriptionTo', { channel, to: sentTo }) : t('verify.description', { channel })
      }
      error={form.formError}
      footer={
        <Anchor component={Link} to={paths.login.getHref()}>
          {t('verify.toLogin')}
        </Anchor>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div role="group" aria-labelledby="verification-code-label">
            <Text id="verification-code-label" size="sm" fw={500} mb={6}>
              {t('fields.code')}
            </Text>
            <PinInput
              length={6}
              type="number"
              oneTimeCode
              size="md"
              getInputProps={(index) => ({ 'aria-label': t('fields.codeDigit', { index: index + 1 }) })}
              value={otp.value}
              onChange={otp.onChange}
              error={Boolean(otp.error)}
            />
            {otp.error ? (
              <Text c="red.8" size="sm" mt={6} role="alert">
                {otp.error}
              </Text>
            ) : null}
          </div>
          <Button type="submit" size="md" loading={form.submitting} fullWidth>
            {t('verify.submit')}
          </Button>
          <Text size="sm" ta="center" aria-live="polite">
            {secondsLeft > 0 ? (
              t('verify.wait', { seconds: secondsLeft })
            ) : (
              <Anchor
                component="button"
                type="button"
                onClick={() => void sendAgain()}
                disabled={resend.isPending}
              >
                {t('verify.resend')}
              </Anchor>
            )}
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
