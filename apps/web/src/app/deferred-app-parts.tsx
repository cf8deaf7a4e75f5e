import { lazy, Suspense, useEffect, useState } from 'react';

// What every screen may show but none shows first: toasts, the notification dialog and the
// app's connection and version notice. Their code (Mantine's notifications, modal, portals and
// transitions) is left out of the entry script and loads once the first screen is up (decision
// 0038), so a public page's script is smaller and its hydration does less.
const Toasts = lazy(() => import('../components/toasts').then((m) => ({ default: m.Toasts })));
const NotificationDialogHost = lazy(() =>
  import('../components/notification-dialog-host').then((m) => ({ default: m.NotificationDialogHost })),
);
const AppStatus = lazy(() =>
  import('../features/pwa/components/app-status').then((m) => ({ default: m.AppStatus })),
);

/** After the browser is idle, or a second at most (a toast or dialog waits in its store until then). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
}

/**
 * Renders nothing on the server and in the first (hydrating) render, so the markup matches;
 * a leaf of its own, so mounting the parts re-renders nothing else.
 */
export function DeferredAppParts() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
      <NotificationDialogHost />
      <AppStatus />
    </Suspense>
  );
}
