import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@academy/contract/language';

/**
 * What the server hands the browser with a page it rendered (decision 0041): the language it
 * rendered in, the translation namespaces the page used and the answers it showed, so the app
 * hydrates the same markup without calling the API again or waiting for a loader.
 */
export interface PrerenderState {
  language: Language;
  namespaces: string[];
  queries: DehydratedState;
}

/** The `<script type="application/json">` element that carries the state in the page. */
export const prerenderStateElementId = 'prerender-state';

/** Reads the state the server embedded, or null on a page it did not render. */
export function readPrerenderState(): PrerenderState | null {
  const element = document.getElementById(prerenderStateElementId);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PrerenderState;
  } catch {
    return null;
  }
}
