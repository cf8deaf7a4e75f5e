import { genders, registerBodySchema } from '@academy/contract/user';
import { Anchor, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { PasswordField } from '../../../components/password-field';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useZodForm } from '../../../lib/form';
import { useRegister } from '../api/register';
import { AuthCard } from './auth-card';
import { RegistrationEmailInput, WhatsappNumberInput } from './contact-inputs';

export function RegisterForm({ to }: { to: string | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const register = useRegister();
  const form = useZodForm(registerBodySchema, {
    fullName: '',
    gender: '' as never,
    phoneNumber: '',
    email: '',
    password: '',
  });

  const submit = form.onSubmit(async (body) => {
    const account = await register.mutateAsync(body);
    void navigate(paths.register.verify(account.id, to));
  });

  return (
    <AuthCard
      title={t('register.title')}
      description={t('register.description')}
      error={form.formError}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to={paths.login.getHref(to)} fw={600}>
            {t('register.toLogin')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t('fields.fullName')} autoComplete="name" required {...form.field('fullName')} />
          <Radio.Group label={t('fields.gender')} required {...form.field('gender')}>
            <Group gap="xl" mt={6}>
              {genders.map((gender) => (
                <Radio key={gender} value={gender} label={t(`fields.genders.${gender}`)} />
              ))}
            </Group>
          </Radio.Group>
          <WhatsappNumberInput {...form.field('phoneNumber')} />
          <RegistrationEmailInput {...form.field('email')} />
          <PasswordField
            label={t('fields.password')}
            description={t('fields.passwordHint')}
            autoComplete="new-password"
            required
            {...form.field('password')}
          />
          <Text size="xs" c="dimmed">
            <Trans
              t={t}
              i18nKey="register.agreement"
              components={{
                terms: (
                  <Anchor component={Link} to={paths.termsOfService.getHref()} size="xs" underline="always" />
                ),
                privacy: (
                  <Anchor component={Link} to={paths.privacyPolicy.getHref()} size="xs" underline="always" />
                ),
              }}
            />
          </Text>
          <Button type="submit" size="md" loading={form.submitting} fullWidth>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
