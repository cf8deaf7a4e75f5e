import { loginBodySchema } from '@academy/contract/auth';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { PasswordField } from '../../../components/password-field';
import { useTranslation } from 'react-i18next';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { readStored, removeStored } from '../../../lib/storage';
import { useLanguage } from '../../../hooks/use-language';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../config/paths';
import { activeProfile } from '../../../lib/active-profile';
import { useSession } from '../../../lib/session';
import { useZodForm } from '../../../lib/form';
import { afterSignInPath, safeReturnPath } from '../access-rules';
import { closedUntil } from '../api/account-restore';
import { unverifiedUserId, useLogin } from '../api/login';
import { sendVerification } from '../api/send-verification';
import { rememberResendTime } from '../otp-timing';
import { AccountClosedPanel } from './account-closed-panel';
import { AuthCard } from './auth-card';

const noChange = () => () => undefined;
const readClosed = () => readStored<string>('accountClosed');

export function LoginForm() {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const navigate = useNavigate();
  // The account this device closed, said until a sign-in here (none on the server's render).
  const justClosed = useSyncExternalStore(noChange, readClosed, () => null);
  // A closed account's sign-in: its erasure date and the credentials that may keep it.
  const [closed, setClosed] = useState<{
    eraseAfter: string;
    credentials: { phoneNumber: string; password: string };
  } | null>(null);
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
      const eraseAfter = closedUntil(error);
      if (eraseAfter) {
        setClosed({ eraseAfter, credentials: body });
        return;
      }
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
    removeStored('accountClosed');
    void navigate(afterSignInPath(to, activeProfile.get() !== null, user.role !== null), { replace: true });
  });

  if (closed) {
    return (
      <AuthCard title={t('closed.heading')}>
        <AccountClosedPanel
          eraseAfter={closed.eraseAfter}
          credentials={closed.credentials}
          onBack={() => setClosed(null)}
          // Signed in: the effect above leads on, as after a sign-in.
          onKept={() => removeStored('accountClosed')}
        />
      </AuthCard>
    );
  }

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
          {justClosed ? (
            <Alert color="orange" variant="light" title={t('closed.title')} role="status">
              {t('closed.justClosed', { date: formatDate(justClosed, language) })}
            </Alert>
          ) : null}
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
