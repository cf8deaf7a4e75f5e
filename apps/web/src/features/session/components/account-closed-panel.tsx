import { displayPhoneNumber } from '@academy/contract/phone-number';
import type { DeletionCodeSent } from '@academy/contract/data-rights';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { PinField } from '../../../components/pin-field';
import { useResendCountdown } from '../../../hooks/use-countdown';
import { useLanguage } from '../../../hooks/use-language';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useRestoreAccount, useSendRestoreCode } from '../api/account-restore';

/**
 * A closed account at its next sign-in (issue 38, decision 0151): when it will be erased, and
 * "Keep my account" while it can be kept: a code to its own channel, then the code signs in.
 */
export function AccountClosedPanel({
  eraseAfter,
  credentials,
  onBack,
  onKept,
}: {
  eraseAfter: string;
  credentials: { phoneNumber: string; password: string };
  onBack: () => void;
  onKept: () => void;
}) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const [sent, setSent] = useState<DeletionCodeSent | null>(null);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const secondsLeft = useResendCountdown(sent?.resendAvailableAt ?? null);
  const sendCode = useSendRestoreCode();
  const restore = useRestoreAccount();
  const messageOf = (failure: unknown) =>
    failure instanceof ApiError ? failure.message : t('common:error.generic');

  const requestCode = async () => {
    setError(null);
    try {
      setSent(await sendCode.mutateAsync(credentials));
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  const keep = async () => {
    setError(null);
    try {
      await restore.mutateAsync({ ...credentials, otp });
      onKept();
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  const target = sent ? (sent.channel === 'whatsapp' ? displayPhoneNumber(sent.sentTo) : sent.sentTo) : null;
  return (
    <Stack gap="md">
      <Alert color="orange" variant="light" title={t('closed.title')} role="status">
        {t('closed.text', { date: formatDate(eraseAfter, language) })}
      </Alert>
      {sent ? (
        <form
          noValidate
          aria-label={t('closed.keep')}
          onSubmit={(event) => {
            event.preventDefault();
            void keep();
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t('closed.codeSentTo', { target })}</Text>
            <PinField label={t('closed.code')} code value={otp} onChange={setOtp} />
            <FormError message={error} />
            <Text size="sm" aria-live="polite">
              {secondsLeft > 0 ? (
                t('closed.wait', { seconds: secondsLeft })
              ) : (
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => void requestCode()}
                  disabled={sendCode.isPending}
                >
                  {t('closed.resend')}
                </Anchor>
              )}
            </Text>
            <Button type="submit" size="md" fullWidth loading={restore.isPending}>
              {t('closed.confirm')}
            </Button>
          </Stack>
        </form>
      ) : (
        <>
          <Text size="sm">{t('closed.keepText')}</Text>
          <FormError message={error} />
          <Button size="md" fullWidth onClick={() => void requestCode()} loading={sendCode.isPending}>
            {t('closed.keep')}
          </Button>
        </>
      )}
      <Group justify="center">
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          {t('closed.back')}
        </Anchor>
      </Group>
    </Stack>
  );
}
