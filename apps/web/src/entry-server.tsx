import type { Language } from '@academy/contract/language';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { ReportNamespaces } from 'react-i18next';
import { isPublicPath } from './features/session/access-rules';
import type { Academy } from '@academy/contract/academy';
import { AppProvider } from './app/provider';
import { prerenderStateElementId, type PrerenderState } from './app/prerender-state';
import type { RouteHandle } from './app/route-handle';
import { routes } from './app/router';
import { ApiError, setApiTransport } from './lib/api-client';
import { PageStatusContext, type PageStatus } from './lib/page-status';
import { i18n, initI18n } from './lib/i18n';

/**
 * Server-side rendering of the public pages (decision 0041). The API server calls
 * `renderPage` for a page request; the page's HTML, head tags and state go into index.html.
 * The routes, components and calls are the app's own: the server renders whatever the
 * screen shows a signed-out visitor, for any public route added later.
 */
export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  language: Language;
  /** The public origin, for absolute link-preview URLs. */
  origin: string;
  /** Answers the app's API calls in-process. */
  fetch: typeof fetch;
}

export interface RenderedPage {
  language: Language;
  /** The markup of `#root`. */
  body: string;
  /** Title, description and link-preview tags. */
  head: string;
  /** The `<script type="application/json">` with the state the browser hydrates from. */
  state: string;
  /** 404 when the page is a "not found" screen (an unknown class, say), else 200. */
  status: 200 | 404;
}

/** Dependent calls (a class, then its teacher) need a pass each; more would be a loop. */
const maxPasses = 4;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON inside a script element: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** The text of the page's first `<h1>` (React escapes only these entities). */
function firstHeading(html: string): string | undefined {
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  const text = inner
    ?.replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return text || undefined;
}

let started: Promise<unknown> | undefined;

/**
 * Records, for one render, the translation namespaces the page's `useTranslation` calls ask for:
 * react-i18next reports them to `i18n.reportNamespaces`, which it makes itself only at the first
 * `useTranslation` of the process. Left to it, the first page rendered after a start named none,
 * so its visitors' browsers hydrated before the page's texts had loaded (and that page is kept
 * for every visitor until public content changes).
 */
function recordNamespaces(): ReportNamespaces {
  const used = new Set<string>();
  const report: ReportNamespaces = {
    addUsedNamespaces: (namespaces) => {
      for (const namespace of [namespaces].flat()) used.add(namespace);
    },
    getUsedNamespaces: () => [...used],
  };
  // react-i18next declares the property on i18next's CommonJS types only, not the module ones.
  (i18n as { reportNamespaces?: ReportNamespaces }).reportNamespaces = report;
  return report;
}

async function renderToString(element: React.ReactNode): Promise<string> {
  // Waits for every suspended part (translations loading), unlike renderToString.
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.code === 404;

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
}

function headTags(page: {
  title: string;
  description: string;
  url: string;
  language: Language;
  site: string;
}) {
  const locale = page.language === 'en' ? 'en_US' : 'id_ID';
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(page.url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', page.site),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.url),
    meta('property', 'og:locale', locale),
    meta('property', 'og:image', new URL('/icons/icon-512.png', page.url).href),
    meta('name', 'twitter:card', 'summary'),
  ].join('\n    ');
}

async function render(request: RenderRequest): Promise<RenderedPage | null> {
  const location = new URL(request.url, request.origin);
  if (!isPublicPath(location.pathname)) return null;

  started ??= initI18n(request.language);
  await started;
  await i18n.changeLanguage(request.language);
  await i18n.loadNamespaces('seo');
  const report = recordNamespaces();
  setApiTransport(request.fetch);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(location.href));
  // A route that answers with a redirect is left to the browser.
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  let notFound = false;
  const pageStatus: PageStatus = { markNotFound: () => (notFound = true) };
  // A call that failed renders as failed (retryOnMount: false), not as a loader asking again: an
  // unknown class's page says so in the markup, and no JavaScript is needed to read it.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } },
  });
  const app = (
    <PageStatusContext value={pageStatus}>
      <AppProvider client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </PageStatusContext>
  );

  // Render, run the calls the screen made, render again with their answers, until none is new.
  let body = '';
  for (let pass = 0; pass < maxPasses; pass += 1) {
    notFound = false;
    body = await renderToString(app);
    const waiting = client
      .getQueryCache()
      .getAll()
      .filter(
        (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query),
      );
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
  // Any other failed call (the API busy, a limit) may answer a moment later, and the page is kept
  // for every visitor: it shows its loader instead, and the browser asks again at once.
  const transient = (query: Query) => query.state.status === 'error' && !isNotFound(query.state.error);
  if (client.getQueryCache().getAll().some(transient)) {
    client.removeQueries({ predicate: transient });
    notFound = false;
    body = await renderToString(app);
  }

  // The page's data answered 404 (an unknown class), or the route is a "not found" screen.
  const unknownData = client
    .getQueryCache()
    .getAll()
    .some((query) => isNotFound(query.state.error));
  const missing = notFound || unknownData;
  const handle = [...context.matches]
    .reverse()
    .map((match) => match.route.handle as RouteHandle | undefined)
    .filter((h): h is RouteHandle => h !== undefined);
  const titleKey = handle.find((h) => h.title)?.title;
  const descriptionKey = handle.find((h) => h.description)?.description ?? 'seo:default';
  // The title's namespace may be one the screen did not load (a class not found): load it, never
  // show the key.
  if (titleKey?.includes(':')) await i18n.loadNamespaces(titleKey.slice(0, titleKey.indexOf(':')));
  const site = client.getQueryData<Academy>(['academy'])?.name ?? i18n.t('common:app.title');
  // The page's own heading names it best (a class's title rather than "Class").
  const heading = titleKey ? firstHeading(body) : undefined;
  const state: PrerenderState = {
    language: request.language,
    namespaces: report.getUsedNamespaces(),
    queries: dehydrate(client),
  };
  return {
    language: request.language,
    body,
    head: headTags({
      title: titleKey ? `${heading ?? i18n.t(missing ? 'common:notFound.title' : titleKey)} · ${site}` : site,
      description: i18n.t(descriptionKey),
      url: location.href,
      language: request.language,
      site,
    }),
    // A page whose data was not found carries no state: the browser cannot hydrate from an error,
    // so the app renders that page afresh there (src/boot.ts starts it at once).
    state: unknownData
      ? ''
      : `<script type="application/json" id="${prerenderStateElementId}">${scriptJson(state)}</script>`,
    status: missing ? 404 : 200,
  };
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders one page at a time: the language and the API transport are module state of the
 * app, so two renders at once would mix them. A page that is not public answers null.
 */
export function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const run = queue.then(() => render(request));
  queue = run.catch(() => undefined);
  return run;
}
