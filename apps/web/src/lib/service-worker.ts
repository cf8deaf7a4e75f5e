/**
 * The service worker (decision 0043): registered after the page has loaded, so it never
 * competes with the first screen. A new version waits until the learner agrees to reload.
 */
let waiting: ServiceWorker | null = null;
let reloading = false;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker) {
  waiting = worker;
  for (const listener of listeners) listener();
}

export const appUpdate = {
  /** True once a new version is installed and waits for the learner. */
  ready: () => waiting !== null,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Starts the new version; the page reloads once it controls the page. */
  apply() {
    if (!waiting) return;
    reloading = true;
    waiting.postMessage({ type: 'SKIP_WAITING' });
  },
};

function watch(registration: ServiceWorkerRegistration | undefined) {
  // A browser that blocks workers (by policy, or under automation) may answer no registration.
  if (!registration) return;
  // A worker that installs while another controls the page is a new version (not the first).
  const track = (worker: ServiceWorker) =>
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaiting(worker);
    });
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  if (registration.installing) track(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) track(registration.installing);
  });
}

export function registerServiceWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) window.location.reload();
  });
  const register = () =>
    navigator.serviceWorker.register('/sw.js').then(watch, (error: unknown) => {
      console.warn('service worker not registered', error);
    });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
