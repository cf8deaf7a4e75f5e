/* global self, caches */
/* The academy's service worker (decision 0043), built by build/pwa-plugin.ts into dist/sw.js.
 * The build replaces the two constants below: the files to precache and the build's version. */
const precache = self.__PRECACHE__;
const version = self.__VERSION__;
const cacheName = `academy-${version}`;
/** The app shell: index.html as built, with no page rendered into it. */
const shell = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(cacheName).then((cache) => cache.addAll([shell, ...precache])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        // A learner's downloads for offline study (`offline-<profileId>`) outlive app versions.
        Promise.all(
          names
            .filter((name) => name !== cacheName && !name.startsWith('offline-'))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// The page asks for the new version once the learner agrees to reload.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(cacheName);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // Only this origin's GETs. API answers are never cached: many belong to an account.
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/'))
    return;
  if (request.mode === 'navigate') {
    // Pages come from the network (fresh, rendered by the server); offline, the shell opens.
    event.respondWith(fetch(request).catch(() => caches.match(shell)));
    return;
  }
  // Hashed files never change under their name; the rest of the precache changes with the version.
  if (url.pathname.startsWith('/assets/') || precache.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});
