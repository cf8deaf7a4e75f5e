import { describe, expect, it } from 'vitest';
import type { PrerenderState } from './app/prerender-state';
import { renderPage, type RenderedPage } from './entry-server';
import { i18n } from './lib/i18n';

/** The API as a page sees it here: every call unanswered, so the screens render without data. */
const unanswered = async () =>
  new Response(JSON.stringify({ err: true, code: 503, message: 'unavailable' }), {
    status: 503,
    headers: { 'content-type': 'application/json' },
  });

const render = (url: string, language: 'en' | 'id') =>
  renderPage({ url, language, origin: 'https://academy.test', fetch: unanswered });

function stateOf(page: RenderedPage | null): PrerenderState {
  const json = page?.state.match(/^<script type="application\/json" id="[^"]+">(.*)<\/script>$/s)?.[1];
  return JSON.parse(json ?? 'null') as PrerenderState;
}

describe('a page rendered on the server', () => {
  it('names the translation namespaces it used, the first page after a start as well', async () => {
    // A new process: react-i18next has not yet made its record of the namespaces asked for.
    delete (i18n as { reportNamespaces?: unknown }).reportNamespaces;
    const first = await render('/login', 'en');
    expect(stateOf(first).namespaces.sort()).toEqual(['auth', 'common']);

    // The next page names its own, not the first one's as well.
    const next = await render('/', 'id');
    expect(stateOf(next)).toMatchObject({ language: 'id' });
    expect(stateOf(next).namespaces).toContain('home');
    expect(stateOf(next).namespaces).not.toContain('auth');
  });
});
