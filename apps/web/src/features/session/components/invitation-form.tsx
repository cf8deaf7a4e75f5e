import { invitationAcceptBodySchema } from '@academy/contract/invitation';
import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../components/notification-dialog';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { ApiError } from '../../../lib/api-client';
import { errorText, useZodForm } from '../../../lib/form';
import { useAcceptInvitation, useInvitation } from '../api/invitation';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

/**
 * /invitation/{token}: a learner staff imported sets their first password (decision 0117), by
 * the registration's rules, then signs in with their phone number. A used, expired or unknown
 * link is refused with its own message and the ways on (sign in, forgot password).
 */
export function InvitationForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const invitation = useInvitation(token);

  if (invitation.isPending) {
    return (
      <AuthCard title={t('invitation.title')}>
        <Group justify="center" py="md">
          <Loader aria-label={t('invitation.checking')} />
        </Group>
      </AuthCard>
    );
  }
  if (invitation.isError) {
    const { error } = invitation;
    const message = error instanceof ApiError && error.reason ? errorText(t, error.reason) : error.message;
    return <InvitationRefused message={message ?? error.message} />;
  }
  const { fullName, phoneNumber, classTitle } = invitation.data;
  return (
    <PasswordForm
      token={token}
      phoneNumber={phoneNumber}
      description={
        classTitle
          ? t('invitation.descriptionClass', { name: fullName, title: classTitle[language] })
          : t('invitation.description', { name: fullName })
      }
    />
  );
}

function PasswordForm({
  token,
  phoneNumber,
  description,
}: {
  token: string;
  phoneNumber: string;
  description: string;
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const form = useZodForm(invitationAcceptBodySchema, { token, password: '', confirmPassword: '' });
  const submit = form.onSubmit(async (body) => {
    await accept.mutateAsync(body);
    await notify({ message: t('invitation.doneDialog', { phoneNumber }) }).catch(() => undefined);
    void navigate(paths.login.getHref(), { replace: true });
  });
  return (
    <AuthCard
      title={t('invitation.title')}
      description={description}
      // A token refused on saving (used meanwhile, expired) is said above the form.
      error={form.formError ?? form.field('token').error}
      footer={<SignInLinks />}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t('invitation.phone')}{' '}
            <Text span fw={600} dir="ltr">
              {phoneNumber}
            </Text>
          </Text>
          <NewPasswordFields
            password={form.field('password')}
            confirmPassword={form.field('confirmPassword')}
          />
          <Button type="submit" size="md" loading={form.submitting} fullWidth>
            {t('invitation.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

function InvitationRefused({ message }: { message: string }) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('invitation.title')} error={message}>
      <Text size="sm">{t('invitation.refusedHelp')}</Text>
      <SignInLinks />
    </AuthCard>
  );
}

function SignInLinks() {
  const { t } = useTranslation('auth');
  return (
    <Group component="span" justify="center" gap="lg">
      <Anchor component={Link} to={paths.login.getHref()}>
        {t('forgot.toLogin')}
      </Anchor>
      <Anchor component={Link} to={paths.forgotPassword.getHref()}>
        {t('login.forgot')}
      </Anchor>
    </Group>
  );
}
