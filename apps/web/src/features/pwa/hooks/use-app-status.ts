import { useSyncExternalStore } from 'react';
import { appUpdate } from '../../../lib/service-worker';

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/**
 * The device's connection and whether a new version of the app is ready (decision 0043). The
 * server renders as online and current, so hydration matches.
 */
export function useAppStatus(): { online: boolean; updateReady: boolean } {
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const updateReady = useSyncExternalStore(appUpdate.subscribe, appUpdate.ready, () => false);
  return { online, updateReady };
}
