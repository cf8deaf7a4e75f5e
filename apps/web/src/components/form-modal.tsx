import { Modal, Stack, Text, type ModalProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
