import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('password.title')}
      centered
      closeButtonProps={{ 'aria-label': t('password.cancel') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('password.body')}
          </Text>
          <PasswordInput
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
            visibilityToggleButtonProps={{ 'aria-label': t('password.toggle') }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('password.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {t('action.join')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
