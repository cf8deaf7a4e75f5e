import { Button, Group, Modal, Stack, Text, type ModalProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from './form-error';

/**
 * A centred dialog holding one form: its title, an optional description, then the fields and
 * buttons given as children. Every form in a dialog (PIN, join password, new profile) uses it.
 */
export function FormModal({
  opened = true,
  onClose,
  title,
  description,
  onSubmit,
  closeLabel,
  size,
  children,
}: {
  opened?: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Accessible name of the close button; defaults to the common "Close". */
  closeLabel?: string;
  /** Mantine's modal width (`md` by default); wider for a form of two columns. */
  size?: ModalProps['size'];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size={size}
      closeButtonProps={{ 'aria-label': closeLabel ?? t('common:dialog.close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {description ? (
            <Text size="sm" c="gray.7">
              {description}
            </Text>
          ) : null}
          {children}
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The end of a dialog's form: its error, if any, then "cancel" (closes, keeping nothing) and the
 * submit button, busy while the form is sent.
 */
export function FormModalActions({
  error,
  cancelLabel,
  submitLabel,
  onCancel,
  submitting,
}: {
  error: string | null | undefined;
  cancelLabel: string;
  submitLabel: string;
  onCancel: () => void;
  submitting: boolean;
}) {
  return (
    <>
      <FormError message={error} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
