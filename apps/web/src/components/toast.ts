import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n';

/**
 * Toasts (spec §8, §9): success, error, info, warning and default; 3000 ms at the bottom
 * right, paused while hovered (set once on <Notifications> in src/components/toasts.tsx).
 * Pass translated text: `toast.success(t('auth:verify.done'))`.
 */
type ToastInput = ReactNode | { title?: ReactNode; message: ReactNode };

function show(color: string | undefined, input: ToastInput) {
  const { title, message } =
    input && typeof input === 'object' && 'message' in input ? input : { title: undefined, message: input };
  return notifications.show({
    color,
    title,
    message,
    withBorder: true,
    closeButtonProps: { 'aria-label': i18n.t('common:dialog.close') },
  });
}

export const toast = {
  success: (input: ToastInput) => show('teal', input),
  error: (input: ToastInput) => show('red', input),
  info: (input: ToastInput) => show('blue', input),
  warning: (input: ToastInput) => show('yellow', input),
  default: (input: ToastInput) => show(undefined, input),
};
