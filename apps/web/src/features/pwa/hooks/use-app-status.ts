import { useEffect, useSyncExternalStore } from 'react';
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
 * Screens that say themselves what being offline means for them (an exam being sat: "keep
 * answering, your answers are kept"). While one is mounted the app-wide offline notice stays
 * away, so it neither covers the question nor contradicts the screen.
 */
let ownOfflineNotices = 0;
const ownNoticeListeners = new Set<() => void>();
const subscribeOwnNotice = (listener: () => void) => {
  ownNoticeListeners.add(listener);
  return () => ownNoticeListeners.delete(listener);
};
function changeOwnNotices(by: number) {
  ownOfflineNotices += by;
  for (const listener of ownNoticeListeners) listener();
}

/** Called by a screen that shows its own offline message. */
export function useOwnOfflineNotice(): void {
  useEffect(() => {
    changeOwnNotices(1);
    return () => changeOwnNotices(-1);
  }, []);
}

/**
 * The device's connection and whether a new version of the app is ready (decision 0043). The
 * server renders as online and current, so hydration matches. `offlineNoticeOwned` is true while
 * a screen speaks for the connection itself.
 */
export function useAppStatus(): { online: boolean; updateReady: boolean; offlineNoticeOwned: boolean } {
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const updateReady = useSyncExternalStore(appUpdate.subscribe, appUpdate.ready, () => false);
  const offlineNoticeOwned = useSyncExternalStore(
    subscribeOwnNotice,
    () => ownOfflineNotices > 0,
    () => false,
  );
  return { online, updateReady, offlineNoticeOwned };
}
