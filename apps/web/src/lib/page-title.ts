import { useEffect, useSyncExternalStore } from 'react';

/**
 * A page whose title comes with its data (a class, a department) names the tab after it; the
 * route's `handle.title` is the fallback until then and on every other page.
 */
let contentTitle: string | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const set = (title: string | null) => {
  contentTitle = title;
  listeners.forEach((listener) => listener());
};

/** Names the tab after the page's content while the page is shown. */
export function useContentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    set(title);
    return () => set(null);
  }, [title]);
}

/** The current page's content title, if it set one (read by the root layout). */
export function useCurrentContentTitle(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => contentTitle,
    () => contentTitle,
  );
}
