import type { Language } from '@academy/contract/language';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { encodeAnswer, type EncodedAnswer } from '../../lib/encoded-answer';

/** What apps/web/src/entry-server.tsx exports (the web build's dist-server/entry-server.js). */
export interface RendererModule {
  renderPage(request: {
    url: string;
    language: Language;
    origin: string;
    fetch: typeof fetch;
  }): Promise<{ language: Language; body: string; head: string; state: string; status?: number } | null>;
}

/** A rendered page and its status: 404 for a "not found" screen (an unknown class), else 200. */
export interface RenderedAnswer {
  answer: EncodedAnswer;
  status: number;
}

export interface PageRenderer {
  /** The page, or null when the page is not one the server renders. */
  render(request: FastifyRequest): Promise<RenderedAnswer | null>;
}

const headMarker = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;
const bodyMarker = '<!--app-body-->';

/**
 * Renders public pages into the built index.html (decision 0041). The app's API calls are
 * answered in-process by `inject`, as the visitor's own calls (same address, so the rate
 * limit counts them as it would in the browser; no token, so nothing personal).
 */
export function pageRenderer(
  fastify: FastifyInstance,
  options: { template: string; module: RendererModule; origin: string },
): PageRenderer {
  const { template, module, origin } = options;
  if (!headMarker.test(template) || !template.includes(bodyMarker)) {
    throw new Error('index.html lacks the <!--app-head--> and <!--app-body--> markers');
  }
  return {
    render(request) {
      // Pages are public: one render serves every visitor of that page and language for a while.
      const key = `page ${request.language} ${request.url}`;
      return fastify.publicCache.get(key, () => renderNow(request));
    },
  };

  async function renderNow(request: FastifyRequest): Promise<RenderedAnswer | null> {
    const remoteAddress = request.ip;
    const transport: typeof fetch = async (input, init) => {
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      const answer = await fastify.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: String(input),
        headers,
        remoteAddress,
        ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      });
      return new Response(answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
    const page = await module.renderPage({
      url: request.url,
      language: request.language,
      // The configured origin, never the Host header: a cached page must not carry a forged one.
      origin,
      fetch: transport,
    });
    if (!page) return null;
    const html = template
      .replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
      .replace(headMarker, () => page.head)
      .replace(bodyMarker, () => page.body)
      .replace('</body>', () => `${page.state}\n  </body>`);
    return { answer: await encodeAnswer(html), status: page.status === 404 ? 404 : 200 };
  }
}
