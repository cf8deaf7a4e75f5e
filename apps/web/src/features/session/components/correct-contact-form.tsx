import { correctRegistrationBodySchema } from '@academy/contract/user';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { FormError } from '../../../components/form-error';
import { ApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { useCorrectRegistration } from '../api/correct-registration';
import { registeredPassword } from '../api/register';
import { RegistrationEmailInput, WhatsappNumberInput } from './contact-inputs';

/**
 * The verification step's "change number" (decision 0110): the learner corrects the WhatsApp
 * number (or the e-mail, where codes go by e-mail) they registered with, and a new code goes
 * there. The rest of the registration stays. The password proves the registration is theirs: this
 * page still knows it right after registering; after a reload the learner types it.
 */
export function CorrectContactForm({
  userId,
  channel,
  current,
  secondsLeft,
  onDone,
  onWait,
  onCancel,
}: {
  userId: string;
  channel: 'whatsapp' | 'email';
  current: string | null;
  secondsLeft: number;
  onDone: (result: { resendAvailableAt: string; sentTo: string }) => void;
  /** The server's resend wait, when this device did not know it (429): the countdown shows it. */
  onWait: (resendAvailableAt: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth');
  const known = registeredPassword(userId);
  const field = channel === 'whatsapp' ? 'phoneNumber' : 'email';
  const correct = useCorrectRegistration(userId);
  const form = useZodForm(correctRegistrationBodySchema, { password: known ?? '', [field]: current ?? '' });

  return (
    <form
      noValidate
      aria-labelledby="correct-contact-title"
      onSubmit={form.onSubmit(async (body) => {
        const result = await correct.mutateAsync(body).catch((error: unknown) => {
          const wait = error instanceof ApiError && error.code === 429 ? error.data : null;
          if (wait && typeof wait === 'object' && 'resendAvailableAt' in wait)
            onWait(String(wait.resendAvailableAt));
          throw error;
        });
        onDone({
          resendAvailableAt: result.resendAvailableAt,
          sentTo: channel === 'whatsapp' ? result.phoneNumber : result.email,
        });
      })}
    >
      <Stack gap="md">
        <Text id="correct-contact-title" fw={600}>
          {t(`verify.correct.title.${channel}`)}
        </Text>
        {channel === 'whatsapp' ? (
          <WhatsappNumberInput {...form.field('phoneNumber')} />
        ) : (
          <RegistrationEmailInput {...form.field('email')} />
        )}
        {known ? null : (
          <PasswordField
            label={t('fields.password')}
            description={t('verify.correct.passwordHint')}
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
        )}
        <FormError message={form.formError} />
        {secondsLeft > 0 ? (
          <Text size="sm" aria-live="polite">
            {t('verify.wait', { seconds: secondsLeft })}
          </Text>
        ) : null}
        <Group gap="sm" grow>
          <Button variant="default" onClick={onCancel}>
            {t('verify.correct.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting} disabled={secondsLeft > 0}>
            {t('verify.correct.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
