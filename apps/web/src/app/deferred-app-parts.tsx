import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { useNotificationDialog } from '../components/notification-dialog';
import { useAppStatus } from '../features/pwa/hooks/use-app-status';

// What a screen may show but no first screen shows: toasts, the notification dialog and the
// app's connection and version notice. Their code (Mantine's notifications, modal, portals and
// transitions) is left out of the entry script and loads the first time one of them has
// something to show (decision 0038): a page load neither fetches nor runs it. Their stores
// (Mantine's notifications store, `notify()`'s, the connection and update state) are small and
// stay in the entry, so a toast or dialog asked for before its code arrived is shown once it has.
const Toasts = lazy(() => import('../components/toasts').then((m) => ({ default: m.Toasts })));
const NotificationDialogHost = lazy(() =>
  import('../components/notification-dialog-host').then((m) => ({ default: m.NotificationDialogHost })),
);
const AppStatus = lazy(() =>
  import('../features/pwa/components/app-status').then((m) => ({ default: m.AppStatus })),
);

/** True from the first render `now` is true on (a part once shown stays mounted, for its exit). */
function useOnceTrue(now: boolean): boolean {
  const [seen, setSeen] = useState(now);
  if (now && !seen) setSeen(true);
  return seen || now;
}

/**
 * Renders nothing on the server and while nothing is asked for, so hydration matches; a leaf of
 * its own, so mounting a part re-renders nothing else.
 */
export function DeferredAppParts() {
  const toasts = useNotifications();
  const showToasts = useOnceTrue(toasts.notifications.length + toasts.queue.length > 0);
  const showDialog = useOnceTrue(useNotificationDialog() !== null);
  const status = useAppStatus();
  const showStatus = useOnceTrue((!status.online && !status.offlineNoticeOwned) || status.updateReady);
  return (
    <Suspense fallback={null}>
      {showToasts ? <Toasts /> : null}
      {showDialog ? <NotificationDialogHost /> : null}
      {showStatus ? <AppStatus /> : null}
    </Suspense>
  );
}
