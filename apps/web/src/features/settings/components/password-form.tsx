import { changePasswordBodySchema } from '@academy/contract/user';
import { Button, Group } from '@mantine/core';
import { PasswordField } from '../../../components/password-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { toast } from '../../../components/toast';
import { useZodForm } from '../../../lib/form';
import { useChangePassword } from '../api/change-password';

function PasswordFields({ userId, onDone }: { userId: string; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const change = useChangePassword();
  const form = useZodForm(changePasswordBodySchema, {
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  });

  const submit = form.onSubmit(async (body) => {
    await change.mutateAsync({ userId, body });
    toast.success({ title: t('password.done'), message: t('password.othersSignedOut') });
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('password.title')}>
      <PasswordField
        label={t('fields.oldPassword')}
        autoComplete="current-password"
        required
        {...form.field('oldPassword')}
      />
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        required
        mt="md"
        {...form.field('newPassword')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        required
        mt="md"
        {...form.field('confirmPassword')}
      />
      <FormError message={form.formError} />
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={form.submitting}>
          {t('password.submit')}
        </Button>
      </Group>
    </form>
  );
}

/** Password change: old, new (differs from old), confirmation (matches); other sessions end. */
export function PasswordForm({ userId }: { userId: string }) {
  // A fresh, empty form after each change.
  const [round, setRound] = useState(0);
  return <PasswordFields key={round} userId={userId} onDone={() => setRound((value) => value + 1)} />;
}
