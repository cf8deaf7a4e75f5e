/* global self */
/* Offline study (decision 0156), appended to the service worker by build/pwa-plugin.ts. The
 * downloads themselves live in the `offline-<profileId>` caches the page writes and reads (the
 * worker's activate spares them); the worker's part is Background Sync: when the connection
 * returns, it asks the open pages to send the course marks kept offline (the bearer token lives
 * in the page, so the page sends them). */
self.addEventListener('sync', (event) => {
  if (event.tag !== 'offline-marks') return;
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((pages) => pages.forEach((page) => page.postMessage({ type: 'offline-marks' }))),
  );
});
