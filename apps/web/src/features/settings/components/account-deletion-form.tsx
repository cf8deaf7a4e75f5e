import { accountDeletionBodySchema, accountErasureDays } from '@academy/contract/data-rights';
import { displayPhoneNumber } from '@academy/contract/phone-number';
import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/password-field';
import { PinField } from '../../../components/pin-field';
import { paths } from '../../../config/paths';
import { useResendCountdown } from '../../../hooks/use-countdown';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { session } from '../../../lib/session';
import { writeStored } from '../../../lib/storage';
import { useDeleteAccount } from '../api/delete-account';
import { useSendDeletionCode } from '../api/send-deletion-code';

/**
 * "Delete my account" (decision 0090): what deletion means, then a code to the account's own
 * channel, then the password and the code. The account closes at once: this device signs out
 * and the sign-in page says when the account will be erased and how to keep it until then.
 */
export function AccountDeletionForm() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const [sent, setSent] = useState<{ sentTo: string; channel: string; resendAvailableAt: string } | null>(
    null,
  );
  const secondsLeft = useResendCountdown(sent?.resendAvailableAt ?? null);
  const sendCode = useSendDeletionCode();
  const remove = useDeleteAccount();
  const form = useZodForm(accountDeletionBodySchema, { password: '', otp: '' });
  const [sendError, setSendError] = useState<string | null>(null);

  const requestCode = async () => {
    setSendError(null);
    try {
      setSent(await sendCode.mutateAsync());
    } catch (error) {
      setSendError(error instanceof ApiError ? error.message : t('common:error.generic'));
    }
  };

  const submit = form.onSubmit(async (body) => {
    const { eraseAfter } = await remove.mutateAsync(body);
    // The sign-in page says what happened and when, and how to keep the account (issue 38),
    // whichever way signing out leads there.
    writeStored('accountClosed', eraseAfter);
    session.logout({ revoke: false });
    void navigate(paths.login.getHref(), { replace: true });
  });

  if (!sent) {
    return (
      <Stack gap="md">
        <List size="sm" spacing={4}>
          <List.Item>{t('deletion.closesAtOnce')}</List.Item>
          <List.Item>{t('deletion.erasedAfter', { days: accountErasureDays })}</List.Item>
          <List.Item>{t('deletion.kept')}</List.Item>
          <List.Item>{t('deletion.downloadFirst')}</List.Item>
        </List>
        <FormError message={sendError} />
        <Group justify="flex-end">
          <Button
            color="red.8"
            variant="outline"
            onClick={() => void requestCode()}
            loading={sendCode.isPending}
          >
            {t('deletion.start')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const target = sent.channel === 'whatsapp' ? displayPhoneNumber(sent.sentTo) : sent.sentTo;
  return (
    <form onSubmit={submit} noValidate aria-label={t('deletion.title')}>
      <Stack gap="md">
        <Alert color="red" variant="light" title={t('deletion.confirmTitle')}>
          {t('deletion.confirmText', { days: accountErasureDays })}
        </Alert>
        <Text size="sm">{t('contact.codeSentTo', { target })}</Text>
        <PasswordField
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <PinField label={t('fields.code')} code {...form.field('otp')} />
        <FormError message={form.formError ?? sendError} />
        <Text size="sm" aria-live="polite">
          {secondsLeft > 0 ? (
            t('contact.wait', { seconds: secondsLeft })
          ) : (
            <Anchor
              component="button"
              type="button"
              onClick={() => void requestCode()}
              disabled={sendCode.isPending}
            >
              {t('contact.resend')}
            </Anchor>
          )}
        </Text>
        <Group justify="space-between" wrap="wrap-reverse" gap="sm">
          <Button variant="subtle" onClick={() => setSent(null)}>
            {t('deletion.back')}
          </Button>
          <Button type="submit" color="red.8" loading={form.submitting}>
            {t('deletion.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
