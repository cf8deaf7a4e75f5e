import {
  otpPasswordSendQuerySchema,
  otpPasswordVerificationBodySchema,
  resetPasswordFormSchema,
} from '@academy/contract/auth';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../components/notification-dialog';
import { paths } from '../../../config/paths';
import { useZodForm } from '../../../lib/form';
import { useResetPassword, useSendPasswordCode, useVerifyPasswordCode } from '../api/forgot-password';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

type Step = { name: 'email' } | { name: 'code'; email: string } | { name: 'password'; resetToken: string };

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const send = useSendPasswordCode();
  const form = useZodForm(otpPasswordSendQuerySchema, { email: '' });
  const submit = form.onSubmit(async ({ email }) => {
    await send.mutateAsync(email);
    onSent(email);
  });
  return (
    <AuthCard
      title={t('forgot.title')}
      description={t('forgot.emailStep')}
      error={form.formError}
      footer={<BackToLogin />}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            {...form.field('email')}
          />
          <Button type="submit" size="md" loading={form.submitting} fullWidth>
            {t('forgot.sendCode')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

function CodeStep({ email, onVerified }: { email: string; onVerified: (resetToken: string) => void }) {
  const { t } = useTranslation('auth');
  const verify = useVerifyPasswordCode();
  const form = useZodForm(otpPasswordVerificationBodySchema, { email, otp: '' });
  const submit = form.onSubmit(async (body) => {
    const { resetToken } = await verify.mutateAsync(body);
    onVerified(resetToken);
  });
  return (
    <AuthCard
      title={t('forgot.title')}
      description={t('forgot.codeStep', { email })}
      error={form.formError}
      footer={<BackToLogin />}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            {...form.field('otp')}
          />
          <Button type="submit" size="md" loading={form.submitting} fullWidth>
            {t('forgot.verifyCode')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

function PasswordStep({ resetToken }: { resetToken: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useZodForm(resetPasswordFormSchema, { password: '', confirmPassword: '' });
  const submit = form.onSubmit(async (body) => {
    await reset.mutateAsync({ resetToken, ...body });
    // The dialog alone tells the learner what happened (a toast too would say it twice); either
    // way the next stop is sign-in.
    await notify({ message: t('forgot.doneDialog') }).catch(() => undefined);
    void navigate(paths.login.getHref(), { replace: true });
  });
  return (
    <AuthCard
      title={t('forgot.title')}
      description={t('forgot.passwordStep')}
      error={form.formError}
      footer={<BackToLogin />}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NewPasswordFields
            password={form.field('password')}
            confirmPassword={form.field('confirmPassword')}
          />
          <Button type="submit" size="md" loading={form.submitting} fullWidth>
            {t('forgot.save')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Anchor component={Link} to={paths.login.getHref()}>
      {t('forgot.toLogin')}
    </Anchor>
  );
}

/** Forgot password: e-mail → code → new password and confirmation → sign in. */
export function ForgotPasswordFlow() {
  const [step, setStep] = useState<Step>({ name: 'email' });
  switch (step.name) {
    case 'email':
      return <EmailStep onSent={(email) => setStep({ name: 'code', email })} />;
    case 'code':
      return (
        <CodeStep email={step.email} onVerified={(resetToken) => setStep({ name: 'password', resetToken })} />
      );
    case 'password':
      return <PasswordStep resetToken={step.resetToken} />;
  }
}
