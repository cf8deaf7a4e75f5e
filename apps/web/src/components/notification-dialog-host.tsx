import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { confirmNotification, dismissNotification, useNotificationDialog } from './notification-dialog';

/**
 * The global notification dialog (spec §2) that `notify()` opens (components/notification-dialog.tsx).
 * Mounted once, after the first screen (src/app/deferred-app-parts.tsx). It has no close button:
 * a question passes `cancelLabel` for its way back.
 */
export function NotificationDialogHost() {
  const { t } = useTranslation();
  const dialog = useNotificationDialog();
  if (!dialog) return null;
  return (
    <Modal
      opened
      onClose={dismissNotification}
      title={dialog.title ?? t('dialog.title')}
      size="sm"
      centered
      closeOnClickOutside={false}
      closeOnEscape={false}
      // No X: a notification has its one OK, a question its own way back (spec §2).
      withCloseButton={false}
      transitionProps={{ duration: 0 }}
    >
      <Text size="sm">{dialog.message}</Text>
      <Group justify="flex-end" mt="lg">
        {dialog.cancelLabel ? (
          <Button variant="default" onClick={dismissNotification}>
            {dialog.cancelLabel}
          </Button>
        ) : null}
        <Button onClick={confirmNotification} color={dialog.danger ? 'red.9' : undefined} data-autofocus>
          {dialog.okLabel ?? t('dialog.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
