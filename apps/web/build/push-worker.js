/* global self */
/* Web Push in the service worker (decision 0155): build/pwa-plugin.ts appends this file to
 * service-worker.js in dist/sw.js. A push carries { title, body, url } (nothing a lock screen
 * should not show); a tap focuses a window of the app on its url, or opens one. */
const pushFallbackPath = '/dashboard/notifications';

/** The url a push names, on this origin only (anything else opens the inbox). */
function pushTarget(url) {
  try {
    const target = new URL(typeof url === 'string' ? url : pushFallbackPath, self.location.origin);
    if (target.origin === self.location.origin) return target.href;
  } catch {
    // Not an address: the inbox below.
  }
  return new URL(pushFallbackPath, self.location.origin).href;
}

/** The push's { title, body, url }, or nothing usable (an empty or broken push shows the name). */
function pushNotice(event) {
  try {
    return (event.data && event.data.json()) || {};
  } catch {
    return {};
  }
}

self.addEventListener('push', (event) => {
  const notice = pushNotice(event);
  const title = typeof notice.title === 'string' && notice.title ? notice.title : self.location.hostname;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof notice.body === 'string' ? notice.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: pushTarget(notice.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = pushTarget(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      return open.focus().then((client) => (client.url === url ? client : client.navigate(url)));
    }),
  );
});
