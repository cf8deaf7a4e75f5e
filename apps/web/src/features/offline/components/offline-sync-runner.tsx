import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useLanguage } from '../../../hooks/use-language';
import { useActiveProfileId } from '../../../lib/active-profile';

/** Background Sync's tag: the service worker asks open pages to send the marks kept offline. */
export const marksSyncTag = 'offline-marks';

/**
 * Runs the downloads' sync (decision 0156) for the active profile at app start, when the
 * connection returns, and when the service worker's Background Sync fires; asks for Background
 * Sync while marks wait on the phone. The sync code loads only here, on the learner's pages.
 */
export function OfflineSyncRunner() {
  const profileId = useActiveProfileId();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const { t } = useTranslation('offline', { useSuspense: false });

  useEffect(() => {
    if (!profileId) return;
    let live = true;
    const run = async () => {
      const sync = await import('../offline-sync');
      const outcome = await sync.syncDownloads(profileId).catch(() => null);
      // A phone that keeps nothing refreshes nothing (no extra reads on every start).
      if (!live || !outcome?.synced) return;
      for (const { title } of outcome.removed) toast.info(t('sync.removed', { title: title[language] }));
      await queryClient.invalidateQueries({ queryKey: ['downloads', profileId] });
      await queryClient.invalidateQueries({ queryKey: ['kitab'] });
      await queryClient.invalidateQueries({ queryKey: ['profile-courses', profileId] });
    };
    const onMessage = (event: MessageEvent<unknown>) => {
      if ((event.data as { type?: string } | null)?.type === marksSyncTag) void run();
    };
    void run();
    window.addEventListener('online', run);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    const stopWatching = watchPendingMarks();
    return () => {
      live = false;
      window.removeEventListener('online', run);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
      stopWatching();
    };
  }, [profileId, queryClient, language, t]);
  return null;
}

/** While marks wait on the phone, asks the browser for Background Sync where it has it. */
function watchPendingMarks(): () => void {
  let stop = () => {};
  let stopped = false;
  void import('../marks-outbox').then(({ marksOutbox }) => {
    if (stopped) return;
    const ask = () => {
      if (marksOutbox.pending().length === 0 || !navigator.serviceWorker) return;
      void navigator.serviceWorker.ready
        .then((registration) =>
          (
            registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }
          ).sync?.register(marksSyncTag),
        )
        .catch(() => undefined);
    };
    ask();
    const unsubscribe = marksOutbox.subscribe(ask);
    stop = () => void unsubscribe();
  });
  return () => {
    stopped = true;
    stop();
  };
}
