import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Settings } from '../../config/settings';
import { isApiRequest } from '../../lib/api-path';
import { SignedInCallers } from '../../lib/signed-in-callers';

/**
 * The inline scripts of the built app's `index.html` (the early-input script, decision 0041),
 * which every page, server-rendered or not, is built from.
 */
export function inlineScriptsOf(webRoot: string): string[] {
  const index = path.join(webRoot, 'index.html');
  if (!existsSync(index)) return [];
  return [...readFileSync(index, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
}

/** A script's CSP source: its SHA-256, so that script and nothing else inline may run. */
const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The headers helmet sets for `options`, worked out once. Ours depend on nothing in the
 * request, and @fastify/helmet rebuilt helmet (parsing the CSP again) on every request.
 */
export function securityHeadersOf(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Tokens seen signed in, so the API-wide limit counts their calls per account (auth.ts teaches it). */
    signedInCallers: SignedInCallers;
  }
  interface FastifyContextConfig {
    /**
     * A route outside `/api` that the per-address limit counts like an API call, because each
     * request reads the database (the certificate verification page).
     */
    countedByRateLimit?: boolean;
  }
}

/** The methods the API's routes use (PATCH: a recitation upload's next piece); a cross-origin app may send each. */
export const corsMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Security headers, CORS for the app's own origin, and the API-wide rate limit. */
export default fp(
  async (fastify, opts: { settings: Settings; inlineScripts: string[] }) => {
    const { settings } = opts;
    const securityHeaders = securityHeadersOf({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...opts.inlineScripts.map(hashSource)],
          // Mantine sets inline style attributes; fonts may come as data URLs.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          // blob: plays a file the browser holds itself (a console upload read for its length).
          mediaSrc: ["'self'", 'https:', 'blob:'],
          frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          // Our own pages may frame our own files (a kitab PDF on its material page); no other site may.
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    fastify.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of securityHeaders) reply.header(name, value);
      done();
    });
    await fastify.register(cors, {
      origin: settings.appOrigin,
      methods: corsMethods,
      credentials: false,
      exposedHeaders: ['X-Request-Id', 'Retry-After'],
    });
    const signedInCallers = new SignedInCallers(fastify.redis);
    fastify.decorate('signedInCallers', signedInCallers);
    await fastify.register(rateLimit, {
      max: settings.RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      // Signed-in calls count per account, the others per client address: learners of one
      // school behind one public address each have their own count (issue 37, item 8).
      keyGenerator: (request) => signedInCallers.limitKeyOf(request),
      // One count for the fleet in its shared Redis (decision 0079); Redis down fails open (the
      // calls go through, shared-state.ts logs the outage) rather than refusing every learner.
      ...(fastify.redis ? { redis: fastify.redis, nameSpace: 'academy:rate-limit:', skipOnError: true } : {}),
      // One app-wide onRequest hook (below), not one per route: a route's own onRequest hooks
      // (authenticate) ran before the per-route one, so a made-up token's 401 was never counted.
      // The 404 handler is rate limited too (fastify/demo).
      global: false,
      // Only API calls count: the app's files and page loads are cheap, cached, and shared by
      // every learner behind one carrier NAT, so counting them would lock whole schools out.
      // Decided on the routed, decoded path, so `/%61pi/…` or `GET http://host/api/…` count too.
      // A page that reads the database for each request counts too, in the same limit.
      allowList: (request) =>
        !isApiRequest(request) && request.routeOptions.config?.countedByRateLimit !== true,
      errorResponseBuilder: (_request, context) => {
        const error = new Error('rate limited') as Error & { statusCode: number; retryAfter: string };
        error.statusCode = context.statusCode;
        error.retryAfter = context.after;
        return error;
      },
    });
    fastify.addHook('onRequest', fastify.rateLimit());
  },
  { name: 'security', dependencies: ['shared-state'] },
);
