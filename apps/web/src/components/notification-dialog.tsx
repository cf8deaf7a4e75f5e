import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * The global notification dialog (spec §2): small, centred, one primary OK. Static: no
 * backdrop or Escape dismissal. OK resolves the promise; any other close (the header's close
 * button, a newer dialog, leaving the page) rejects. After closing it leaves the page. The dialog
 * itself (components/notification-dialog-host.tsx) loads after the page, off the first screen's path.
 *
 *   await notify({ message: t('session:logout.confirm') }); // resolves on OK
 */
export interface NotifyOptions {
  /** Defaults to the translated 'Notification'. */
  title?: ReactNode;
  message: ReactNode;
  /** Defaults to the translated 'OK'. */
  okLabel?: ReactNode;
  /**
   * A second button that closes without confirming (the promise rejects), for a question such
   * as "Sign out?"; plain notifications keep the spec's single OK.
   */
  cancelLabel?: ReactNode;
  /** The confirming button in red: for a question whose OK undoes something (cancel a payment). */
  danger?: boolean;
}

export const closedWithoutConfirmation = 'Modal was closed without confirmation';

type Pending = NotifyOptions & { resolve: () => void; reject: (error: Error) => void };

let pending: Pending | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function notify(options: NotifyOptions): Promise<void> {
  dismissNotification();
  return new Promise<void>((resolve, reject) => {
    pending = { ...options, resolve, reject };
    emit();
  });
}

/** Closes an open dialog without confirmation (its promise rejects). */
export function dismissNotification() {
  if (!pending) return;
  const { reject } = pending;
  pending = null;
  emit();
  reject(new Error(closedWithoutConfirmation));
}

/** OK: closes the dialog and resolves its promise. */
export function confirmNotification() {
  if (!pending) return;
  const { resolve } = pending;
  pending = null;
  emit();
  resolve();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => pending;

/** The open dialog, or null. */
export function useNotificationDialog(): NotifyOptions | null {
  return useSyncExternalStore(subscribe, current, current);
}
