import type { FastifyRequest } from 'fastify';

/**
 * The path a request names, as the router reads it: without an absolute-form origin
 * (`GET http://host/api/…`), without the query, percent-decoded (`/%61pi/…` is `/api/…`).
 * A path that does not decode stays as sent.
 */
export function decodedPathOf(url: string): string {
  const path = (url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split('?')[0] ?? '') || '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Whether a request is an API call (counted by the rate limit, checked for tracking params,
 * answered in the envelope): decided on the route it reached, or for an unknown path on the
 * decoded path (either counts), never on the raw URL a client can spell another way (decision 0011).
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
  return isApi(request.routeOptions.url ?? '') || isApi(decodedPathOf(request.url));
}
