import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentTitle } from './page-title';

/** What the server learns while it renders a page: whether the page is a "not found" screen. */
export interface PageStatus {
  markNotFound(): void;
}

/** Given by the server's renderer (src/entry-server.tsx) only; the browser has none. */
export const PageStatusContext = createContext<PageStatus | null>(null);

/**
 * Said by a "not found" screen as it renders: the server answers that page with 404 (a search
 * engine or a link checker then knows it is gone, not a soft 404), and the tab is named by the
 * screen's heading, `title` ("Page not found" by default), whatever route showed it: an unknown
 * class is not "Class". The server names it by the same heading (src/entry-server.tsx).
 */
export function useNotFoundStatus(title?: string) {
  useContext(PageStatusContext)?.markNotFound();
  const { t } = useTranslation('common');
  useContentTitle(title ?? t('notFound.title'));
}
