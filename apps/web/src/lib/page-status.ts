import { createContext, useContext } from 'react';

/** What the server learns while it renders a page: whether the page is a "not found" screen. */
export interface PageStatus {
  markNotFound(): void;
}

/** Given by the server's renderer (src/entry-server.tsx) only; the browser has none. */
export const PageStatusContext = createContext<PageStatus | null>(null);

/**
 * Said by a "not found" screen as it renders: the server answers that page with 404 (a search
 * engine or a link checker then knows it is gone, not a soft 404). Nothing in the browser.
 */
export function useNotFoundStatus() {
  useContext(PageStatusContext)?.markNotFound();
}
