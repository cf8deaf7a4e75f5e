import { describe, expect, it } from 'vitest';
import type { PrerenderState } from './app/prerender-state';
import { renderPage, type RenderedPage } from './entry-server';
import { i18n } from './lib/i18n';

const failure = (code: number) => async () =>
  new Response(JSON.stringify({ err: true, code, message: 'failed' }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });

/** The API as a page sees it here: every call unanswered, so the screens render without data. */
const unanswered = failure(503);

const render = (url: string, language: 'en' | 'id', fetch: typeof globalThis.fetch = unanswered) =>
  renderPage({ url, language, origin: 'https://academy.test', fetch });

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

describe('a class page whose call fails on the server', () => {
  it('says the class is not found when the API answers 404, with no state to hydrate', async () => {
    const page = await render('/kelas/no-such-class', 'en', failure(404));
    expect(page?.status).toBe(404);
    expect(page?.body).toMatch(/<h1[^>]*>This class could not be found<\/h1>/);
    expect(page?.head).toContain('<title>This class could not be found · ');
    expect(page?.state).toBe('');
  });

  it('shows its loader when the API is unavailable: the browser asks again, no error is kept', async () => {
    const page = await render('/kelas/tahsin-akhwat', 'en');
    expect(page?.status).toBe(200);
    expect(page?.body).toContain('mantine-Skeleton-root');
    expect(page?.body).not.toContain('role="alert"');
    expect(stateOf(page).queries.queries).toEqual([]);
  });
});
