import { languageFromHeader, type Language } from '@academy/contract/language';
import { trackingQuerySchema } from '@academy/contract/tracking';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { MessageKey } from '@academy/contract/messages';
import { AppError } from '../../lib/app-error';
import { decodedPathOf, isApiRequest } from '../../lib/api-path';
import { translate, translateIssue } from '../../lib/translate';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language, from Accept-Language (default id). */
    language: Language;
  }
}

type FieldIssue = { field: string; message: string };

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  reason: MessageKey,
  extra: { errorList?: FieldIssue[]; data?: unknown; error?: boolean } = {},
) {
  const message = translate(reason, request.language);
  return reply.code(statusCode).send({
    err: true,
    code: statusCode,
    message,
    reason,
    ...(extra.errorList ? { errorList: extra.errorList } : {}),
    ...(extra.data !== undefined ? { data: extra.data } : {}),
    ...(extra.error ? { error: message } : {}),
  });
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (400) or a path segment over
 * the router's limit (414) gets the envelope, not the framework's own body.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.language = languageFromHeader(request.headers['accept-language']);
  reply.header('X-Request-Id', request.id);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(request, reply, 414, 'tooLong');
  return sendError(request, reply, 400, 'invalidValue');
}

/**
 * A body the client stopped sending (an upload cut off by closing the connection): Node's
 * `aborted` (ECONNRESET) or a stream closed early, on a request whose connection is gone.
 */
function isClientAbort(error: Error & { code?: string }, request: FastifyRequest): boolean {
  const code = error.code;
  const aborted =
    code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || error.message === 'aborted';
  return aborted && (request.raw.destroyed || request.raw.socket?.destroyed === true);
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refuses before Fastify sees it (headers
 * or query over the limit: 431; both Content-Length and Transfer-Encoding, or any other malformed
 * request: 400; too slow: 408) still gets the envelope and the headers that matter on an error.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, reason]: [number, MessageKey] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'requestHeadersTooLarge']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'requestTimeout']
        : [400, 'invalidValue'];
  const language: Language = 'id';
  const body = JSON.stringify({ err: true, code: status, message: translate(reason, language), reason });
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/** Error answers some plugin wrote as plain text (an invalid CORS preflight) become the envelope. */
function envelopeForeignError(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const type = String(reply.getHeader('content-type') ?? '');
  if (reply.statusCode < 400 || type.includes('json') || !isApiRequest(request)) return payload;
  const reason: MessageKey =
    reply.statusCode === 404 ? 'notFound' : reply.statusCode >= 500 ? 'internalError' : 'invalidValue';
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.removeHeader('content-length');
  return JSON.stringify({
    err: true,
    code: reply.statusCode,
    message: translate(reason, request.language),
    reason,
  });
}

/**
 * Answers that may carry a token, a code or personal data are never stored by a cache: every API
 * answer of a signed-in call, every change (not GET), the account's own paths and the dev paths
 * (the outbox's codes). A route that set its own Cache-Control (a public, cacheable read) keeps it.
 */
function isPrivateAnswer(request: FastifyRequest): boolean {
  if (!isApiRequest(request)) return false;
  if (request.principal || (request.method !== 'GET' && request.method !== 'HEAD')) return true;
  return /^\/api\/v1\/(auth|user|profile|dev)(\/|$)/.test(
    request.routeOptions.url ?? decodedPathOf(request.url),
  );
}

/**
 * A value the database cannot take (SQLSTATE class 22: a NUL character, an out-of-range
 * number, text that is not a valid value of its type) came from the client, so it is a 400.
 * Drivers and Drizzle may wrap the database error, so the causes are searched too.
 */
function isDataException(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = current.cause;
  }
  return false;
}

const fieldOf = (path: string) => path.replace(/^\//, '').replaceAll('/', '.');

/** Turns a route pattern (`/api/v1/user/:id`) into a matcher of concrete paths. */
function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .split('/')
    .map((part) =>
      part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * Puts every answer of the API in the envelope: request language, tracking params,
 * validation errors, unknown paths, wrong methods, oversized and malformed bodies,
 * rate limits and faults (api-contract "Envelope").
 */
export default fp(
  async (fastify) => {
    fastify.decorateRequest('language', 'id');

    const routes: { methods: string[]; matcher: RegExp }[] = [];
    fastify.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      routes.push({ methods, matcher: patternToRegExp(route.url) });
    });

    fastify.addHook('onRequest', async (request, reply) => {
      request.language = languageFromHeader(request.headers['accept-language']);
      reply.header('X-Request-Id', request.id);
      // Node is told not to refuse these itself (app.ts), so the refusal is in the envelope.
      if (!request.headers.host && request.raw.httpVersionMajor === 1 && request.raw.httpVersionMinor >= 1) {
        return sendError(request, reply, 400, 'hostHeaderRequired');
      }
      if (!isApiRequest(request)) return;
      const tracking = trackingQuerySchema.safeParse(request.query ?? {});
      if (!tracking.success) {
        const errorList = tracking.error.issues.map((issue) => ({
          field: issue.path.join('.'),
          message: translateIssue(issue.message, request.language),
        }));
        return sendError(request, reply, 400, 'validationFailed', { errorList });
      }
    });

    fastify.addHook('onSend', async (request, reply, payload) => {
      if (isPrivateAnswer(request) && !reply.hasHeader('cache-control'))
        reply.header('Cache-Control', 'no-store');
      return envelopeForeignError(request, reply, payload);
    });

    fastify.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        // A 503 of a server starting or draining is its state, not a fault (readiness.ts).
        const fault = error.statusCode >= 500 && (error.statusCode !== 503 || error.cause !== undefined);
        if (fault) request.log.error({ err: error.cause ?? error }, error.reason);
        if (error.details.headers) reply.headers(error.details.headers);
        return sendError(request, reply, error.statusCode, error.reason, {
          data: error.details.data,
          errorList: error.details.errorList?.map((item) => ({
            field: item.field,
            message: translate(item.message, request.language),
          })),
          error: error.statusCode === 401,
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errorList = error.validation.map((issue) => ({
          field: fieldOf(issue.instancePath ?? ''),
          message: translateIssue(issue.message ?? '', request.language),
        }));
        return sendError(request, reply, 400, 'validationFailed', { errorList });
      }
      switch (error.code) {
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          return sendError(request, reply, 400, 'malformedJson');
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return sendError(request, reply, 413, 'payloadTooLarge');
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return sendError(request, reply, 415, 'unsupportedMediaType');
      }
      if (error.statusCode === 429) {
        return sendError(request, reply, 429, 'tooManyRequests');
      }
      if (error instanceof SyntaxError || error.code === 'FST_ERR_VALIDATION') {
        return sendError(request, reply, 400, 'malformedJson');
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return sendError(request, reply, error.statusCode, 'invalidValue');
      }
      if (isDataException(error)) {
        request.log.warn({ err: error }, 'value refused by the database');
        return sendError(request, reply, 400, 'invalidValue');
      }
      if (isClientAbort(error, request)) {
        // The client's doing, not a fault of the server (decision 0144).
        request.log.info({ err: error }, 'the client aborted the request');
        return sendError(request, reply, 400, 'uploadIncomplete');
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(request, reply, 500, 'internalError');
    });

    // The security plugin registers after this one, so its limiter is taken on first use.
    let limitNotFound: ReturnType<FastifyInstance['rateLimit']> | undefined;
    fastify.setNotFoundHandler(
      {
        preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
          if (!fastify.hasDecorator('rateLimit')) return;
          limitNotFound ??= fastify.rateLimit();
          await limitNotFound.call(fastify, request, reply);
        },
      },
      (request, reply) => {
        const path = decodedPathOf(request.url);
        const allowed = routes
          .filter((route) => route.matcher.test(path))
          .flatMap((route) => route.methods)
          .filter((method) => method !== 'HEAD' && method !== 'OPTIONS');
        if (allowed.length > 0 && !allowed.includes(request.method)) {
          reply.header('Allow', [...new Set(allowed)].join(', '));
          return sendError(request, reply, 405, 'methodNotAllowed');
        }
        // A missing file (an old hashed asset, a media file) is a 404, never the app's page.
        const isFile = /^\/(api|assets|demo-media|media)(\/|$)/.test(path);
        // HEAD answers what GET would (its headers), for pages as for files.
        const read = request.method === 'GET' || request.method === 'HEAD';
        if (read && !isFile && fastify.hasDecorator('sendApp')) {
          return fastify.sendApp(reply);
        }
        return sendError(request, reply, 404, 'notFound');
      },
    );
  },
  { name: 'envelope' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers with the single-page app's index.html (only when the web app is built). */
    sendApp(reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
  }
}
