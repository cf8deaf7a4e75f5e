import { Button, Group } from '@mantine/core';
import { PasswordField } from '../../../components/password-field';
import { FormModal } from '../../../components/form-modal';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks for a class's join password; the server's answer (wrong password) stays by the field. */
export function JoinPasswordDialog({
  opened,
  onClose,
  onSubmit,
  submitting,
  error,
}: {
  opened: boolean;
  onClose: () => void;
  onSubmit: (password: string) => void;
  submitting: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('classes');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    onSubmit(password);
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('password.title')}
      description={t('password.body')}
      onSubmit={submit}
      closeLabel={t('password.cancel')}
    >
      <PasswordField
        label={t('password.label')}
        required
        data-autofocus
        autoComplete="off"
        value={password}
        onChange={(event) => {
          setPassword(event.currentTarget.value);
          setMissing(false);
        }}
        error={missing ? t('password.required') : (error ?? undefined)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('password.cancel')}
        </Button>
        <Button type="submit" loading={submitting}>
          {t('action.join')}
        </Button>
      </Group>
    </FormModal>
  );
}
