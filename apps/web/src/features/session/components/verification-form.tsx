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
import { rememberResendTime, useResendCountdown, useStoredOtpTiming } from '../otp-timing';
import { AuthCard } from './auth-card';
import { CorrectContactForm } from './correct-contact-form';

/**
 * The account's 6-digit code, with a resend countdown until the server allows a new one, and a
 * way back to correct the number (or e-mail) the code went to.
 */
export function VerificationForm({ userId, to }: { userId: string; to: string | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const academy = useAcademy();
  const verify = useVerifyEmail();
  const resend = useSendVerification(userId);
  const { resendAt, setResendAt, sentTo, setSentTo } = useStoredOtpTiming(userId);
  const [correcting, setCorrecting] = useState(false);
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

  const channelKind = academy.data?.otpChannel === 'email' ? 'email' : 'whatsapp';
  const channel = t(`verify.channel.${channelKind}`);
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
      {correcting ? (
        <CorrectContactForm
          userId={userId}
          channel={channelKind}
          current={sentTo}
          secondsLeft={secondsLeft}
          onCancel={() => setCorrecting(false)}
          onWait={(at) => {
            rememberResendTime(userId, at);
            setResendAt(at);
          }}
          onDone={(result) => {
            setResendAt(result.resendAvailableAt);
            setSentTo(result.sentTo);
            form.setValue('otp', '');
            setCorrecting(false);
            toast.info(t('verify.correct.done', { to: result.sentTo }));
          }}
        />
      ) : (
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
            <Button variant="subtle" size="sm" onClick={() => setCorrecting(true)}>
              {t(`verify.correct.open.${channelKind}`)}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
