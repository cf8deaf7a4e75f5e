import { changePasswordBodySchema } from '@academy/contract/user';
import { Button, Group, PasswordInput } from '@mantine/core';
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
  const toggle = { 'aria-label': t('fields.togglePassword') };

  const submit = form.onSubmit(async (body) => {
    await change.mutateAsync({ userId, body });
    toast.success({ title: t('password.done'), message: t('password.othersSignedOut') });
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('password.title')}>
      <PasswordInput
        label={t('fields.oldPassword')}
        autoComplete="current-password"
        required
        visibilityToggleButtonProps={toggle}
        {...form.field('oldPassword')}
      />
      <PasswordInput
        label={t('fields.newPassword')}
        autoComplete="new-password"
        required
        mt="md"
        visibilityToggleButtonProps={toggle}
        {...form.field('newPassword')}
      />
      <PasswordInput
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        required
        mt="md"
        visibilityToggleButtonProps={toggle}
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
