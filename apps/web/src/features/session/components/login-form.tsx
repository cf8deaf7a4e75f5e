import { loginBodySchema } from '@academy/contract/auth';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '../../../components/password-field';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { activeProfile } from '../../../lib/active-profile';
import { useSession } from '../../../lib/session';
import { useZodForm } from '../../../lib/form';
import { afterSignInPath, safeReturnPath } from '../access-rules';
import { unverifiedUserId, useLogin } from '../api/login';
import { sendVerification } from '../api/send-verification';
import { rememberResendTime } from '../otp-timing';
import { AuthCard } from './auth-card';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const to = searchParams.get('to');
  const login = useLogin();
  const form = useZodForm(loginBodySchema, { phoneNumber: '', password: '' });
  // Already signed in on this device: go on to where a sign-in would lead, not the form again.
  // After hydration (the server renders the form), so the page hydrates as the server sent it.
  const { user } = useSession();
  useEffect(() => {
    if (user)
      void navigate(afterSignInPath(to, activeProfile.get() !== null, user.role !== null), { replace: true });
  }, [user, to, navigate]);

  const submit = form.onSubmit(async (body) => {
    let user;
    try {
      user = await login.mutateAsync(body);
    } catch (error) {
      const userId = unverifiedUserId(error);
      if (!userId) throw error;
      // Not verified yet: send a fresh code (a wait is fine) and continue on the verification step.
      await sendVerification(userId).then(
        (result) => rememberResendTime(userId, result.resendAvailableAt),
        () => undefined,
      );
      void navigate(paths.register.verify(userId, safeReturnPath(to)));
      return;
    }
    void navigate(afterSignInPath(to, activeProfile.get() !== null, user.role !== null), { replace: true });
  });

  return (
    <AuthCard
      title={t('login.title')}
      description={t('login.description')}
      error={form.formError}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to={paths.register.getHref(safeReturnPath(to))} fw={600}>
            {t('login.toRegister')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.phoneNumber')}
            description={t('fields.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            {...form.field('phoneNumber')}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.forgotPassword.getHref()} size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" loading={form.submitting} fullWidth>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
