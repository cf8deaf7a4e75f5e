import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { notify } from '../components/notification-dialog';

/**
 * Warns before typed input is left behind: leaving for another screen asks first ("Leave without
 * saving?" with a way to stay), and closing or reloading the tab gets the browser's own warning.
 * Returns `markSaved()`, to call before a save navigates on, so that navigation is not asked about.
 */
export function useUnsavedChangesGuard(dirty: boolean): { markSaved: () => void } {
  const { t } = useTranslation();
  // Read when a navigation starts, which can come before the render a save caused.
  const dirtyNow = useRef(dirty);
  useEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyNow.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    notify({
      title: t('unsaved.title'),
      message: t('unsaved.text'),
      okLabel: t('unsaved.leave'),
      cancelLabel: t('unsaved.stay'),
      danger: true,
    }).then(
      () => blocker.proceed(),
      () => blocker.reset(),
    );
  }, [blocker, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    markSaved: () => {
      dirtyNow.current = false;
    },
  };
}
