/**
 * Loads the browser's locale data on a worker thread while the app's files arrive, so that the
 * first date or price the app renders does not load it on the main thread (decision 0173).
 * Nothing depends on it: without workers, or if it fails, the first formatter loads the data as before.
 */
export function warmUpIntl() {
  if (typeof Worker === 'undefined') return;
  try {
    new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), {
      type: 'module',
      name: 'intl-warm-up',
    });
  } catch {
    // A browser that refuses the worker formats as it always did.
  }
}
