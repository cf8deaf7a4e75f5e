import { apiBase, serviceId } from '@academy/contract/endpoints';
import type { FieldError } from '@academy/contract/envelope';
import { toPageMeta, type PageMeta, type ServerPageMeta } from '@academy/contract/page-meta';
import { activeLanguage } from './i18n';
import { storedToken, storedUserId } from './storage';

/** A failed call (spec §8): the envelope's fields, thrown by every api function. */
export class ApiError extends Error {
  readonly err = true as const;
  readonly code: number;
  readonly errorList: FieldError[];
  readonly data: unknown;
  /** The contract message key the server named, when it did. */
  readonly reason: string | undefined;

  constructor(init: {
    code: number;
    message: string;
    errorList?: FieldError[];
    data?: unknown;
    reason?: string;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.errorList = init.errorList ?? [];
    this.data = init.data;
    this.reason = init.reason;
  }
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface CallOptions {
  query?: Query;
  body?: unknown;
  /** false for calls made before sign-in (login, register, codes, reset): no bearer token. */
  auth?: boolean;
  signal?: AbortSignal;
}

export interface Paged<T> {
  items: T[];
  meta: PageMeta;
}

type RawEnvelope = {
  err?: boolean;
  code?: number;
  message?: string;
  error?: string;
  reason?: string;
  errorList?: FieldError[];
  data?: unknown;
  meta?: ServerPageMeta;
};

let onUnauthorized: () => void = () => {};

/** How a call reaches the API: the browser's fetch; the server-side renderer answers in-process. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Sets how calls reach the API (src/entry-server.tsx renders pages on the server with it). */
export function setApiTransport(next: typeof fetch) {
  transport = next;
}

/**
 * What a 401 on a signed-in call does (spec §4: logout, go to /login). The app registers it
 * at start (src/app/provider.tsx), so this module depends on neither the session nor the router.
 */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

let onProfileGate: () => void = () => {};

/**
 * What the server's profile PIN gate answering a call does (403 `profilePinRequired`, 423
 * `profileLocked`: this session has not entered the profile's PIN, or the PIN is locked): the app
 * sends the learner back to the profile picker. Registered at start like the 401 handler.
 */
export function setProfileGateHandler(handler: () => void) {
  onProfileGate = handler;
}

/** The gate's own reasons, never a PIN prompt's answer (that is `pinWrong`/`pinLocked`). */
const profileGateReasons = new Set(['profilePinRequired', 'profileLocked']);

/**
 * The URL of a call: base /api/v1 (a contract path that already starts with it is kept as is),
 * tracking params (serviceId=1, a fresh requestId, userId when known) and the call's query.
 */
export function buildUrl(path: string, query: Query = {}): string {
  const full = path.startsWith(`${apiBase}/`) ? path : `${apiBase}${path}`;
  const url = new URL(full, globalThis.location?.origin ?? 'http://localhost');
  const userId = storedUserId();
  url.searchParams.set('serviceId', String(serviceId));
  url.searchParams.set('requestId', crypto.randomUUID());
  if (userId) url.searchParams.set('userId', userId);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return `${url.pathname}${url.search}`;
}

/**
 * Reads an answer's envelope: success gives the envelope, failure throws ApiError with the
 * server's message (for sign-in its `error` field) and field errors.
 */
export function unwrapEnvelope(status: number, body: unknown): RawEnvelope {
  const envelope = (body && typeof body === 'object' ? body : {}) as RawEnvelope;
  if (status >= 200 && status < 300 && envelope.err !== true) return envelope;
  throw new ApiError({
    code: envelope.code ?? status,
    message: envelope.error ?? envelope.message ?? `HTTP ${status}`,
    errorList: envelope.errorList,
    data: envelope.data,
    reason: envelope.reason,
  });
}

/** A paged answer as the app uses it: items and meta mapped to {page, size, totalRows, totalPages}. */
export function toPaged<T>(envelope: RawEnvelope): Paged<T> {
  const meta = envelope.meta ?? { number: 1, size: 0, totalElements: 0, totalPages: 0 };
  return { items: (envelope.data ?? []) as T[], meta: toPageMeta(meta) };
}

/** Sends a call with the language, the token and the tracking params; answers the raw response. */
async function send(
  method: string,
  path: string,
  options: CallOptions,
  accept: string,
): Promise<{ response: Response; token: string | null }> {
  const token = options.auth === false ? null : storedToken();
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': activeLanguage() };
  const isForm = options.body instanceof FormData;
  // A FormData body sets its own multipart Content-Type (with the boundary).
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await transport(buildUrl(path, options.query), {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
    // Only a call that carried a token ends the session; a wrong password on sign-in is also 401.
    if (response.status === 401 && token) onUnauthorized();
    return { response, token };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Offline or the server is unreachable: code 0, the screen shows its generic error.
    throw new ApiError({ code: 0, message: error instanceof Error ? error.message : 'Network error' });
  }
}

async function call(method: string, path: string, options: CallOptions = {}): Promise<RawEnvelope> {
  const { response, token } = await send(method, path, options, 'application/json');
  const body: unknown = await response.json().catch(() => null);
  const reason = (body as RawEnvelope | null)?.reason;
  if (token && reason && profileGateReasons.has(reason)) onProfileGate();
  return unwrapEnvelope(response.status, body);
}

/** The file name a file answer's Content-Disposition gives, else the last part of its path. */
function fileNameOf(response: Response, path: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? path.split('/').pop() ?? 'download';
}

/**
 * A file answer (e.g. a PDF) with the name the server gives it, so a download is saved under the
 * server's one naming; a failure still comes in the envelope and throws ApiError.
 */
async function file(
  path: string,
  options: CallOptions = {},
  method: 'GET' | 'POST' = 'GET',
): Promise<{ blob: Blob; fileName: string }> {
  const { response } = await send(method, path, options, '*/*');
  if (response.ok) return { blob: await response.blob(), fileName: fileNameOf(response, path) };
  unwrapEnvelope(response.status, await response.json().catch(() => null));
  throw new ApiError({ code: response.status, message: `HTTP ${response.status}` });
}

/**
 * The one way to call the API. Each call lives in its feature's `api/` folder, one file per
 * call (fetcher + query options + hook), e.g. src/features/session/api/login.ts.
 */
export const api = {
  get: async <T>(path: string, options?: Omit<CallOptions, 'body'>) =>
    (await call('GET', path, options)).data as T,
  post: async <T>(path: string, options?: CallOptions) => (await call('POST', path, options)).data as T,
  put: async <T>(path: string, options?: CallOptions) => (await call('PUT', path, options)).data as T,
  patch: async <T>(path: string, options?: CallOptions) => (await call('PATCH', path, options)).data as T,
  delete: async <T>(path: string, options?: CallOptions) => (await call('DELETE', path, options)).data as T,
  /** A call (GET, or POST with a body) that answers a file as a Blob, with the server's file name. */
  file,
  /** A paged GET (`page`, `size`, `sortBy`, `sortType` in query). */
  getPaged: async <T>(path: string, options?: Omit<CallOptions, 'body'>) =>
    toPaged<T>(await call('GET', path, options)),
  /** A paged GET whose meta carries more than the paging (e.g. the inbox's `unread`), kept as `extra`. */
  getPagedWithMeta: async <T, M extends object>(path: string, options?: Omit<CallOptions, 'body'>) => {
    const envelope = await call('GET', path, options);
    return { ...toPaged<T>(envelope), extra: (envelope.meta ?? {}) as unknown as M };
  },
};
