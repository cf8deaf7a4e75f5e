import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, createProfile, registerVerifiedUser } from './helpers/account-factory';
import { buildTestApp } from './helpers/test-app';

/**
 * Property-based robustness of every API route: whatever arrives (oversized, malformed, wrongly
 * typed or injection-like), the answer is never 5xx, failures are always the envelope, and no
 * answer leaks internals. Routes come from the served OpenAPI document, so new routes are covered
 * without touching this file.
 */

const app = await buildTestApp();
const learner = await registerVerifiedUser(app);
const ownIds = [learner.user.id, ...learner.profiles.map((profile) => profile.id)];
// A PIN profile made on the learner's session (so unlocked there), and a second session of the
// same account that never entered its PIN: the sibling the profile gate keeps out.
const guarded = await createProfile(app, learner.token, { name: 'Aisyah', pin: '654321' });
const siblingLogin = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/login',
  payload: { phoneNumber: learner.account.phoneNumber, password: learner.account.password },
});
const siblingToken = (siblingLogin.json() as { data: { token: string } }).data.token;

type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; enum?: unknown[] };
interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
  signedIn: boolean;
}

function operationsOf(document: unknown): Operation[] {
  const paths = (document as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, raw]) => {
      const op = raw as {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: unknown[];
      };
      const params = op.parameters ?? [];
      const body = op.requestBody?.content?.['application/json']?.schema;
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: Object.keys(body?.properties ?? {}),
        signedIn: Boolean(op.security?.length),
      };
    }),
  );
}

const operations = operationsOf(app.swagger()).filter((op) => op.path.startsWith('/api/'));

/**
 * Random requests per route: 50 unless FUZZ_RUNS says otherwise. `npm test` runs fewer on the
 * embedded database (decision 0122); CI's PostgreSQL pass of the same tests runs the 50. Every run
 * draws new cases (fast-check's seed is printed on a failure, to replay it).
 */
const randomRuns = Number(process.env.FUZZ_RUNS ?? 50);

const injections = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; select pg_sleep(5)',
  '" UNION SELECT password_hash FROM users --',
  '{"$gt": ""}',
  '{"$where": "sleep(1000)"}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0000b',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '🕌🕋'.repeat(50),
  'NaN',
  '-1',
  '1e309',
  '',
  ' ',
];

const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...injections) },
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer({ min: 1_000, max: 300_000 }).map((length) => 'x'.repeat(length)),
);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom({ $gt: '' }, { $ne: null }, [1, 2, 3], { __proto__: { admin: true } }, {}),
  fc.jsonValue({ maxDepth: 4 }),
  fc.integer({ min: 100, max: 3_000 }).map((depth) => nested(depth)),
);

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

/** Encodes a path or query value; a lone surrogate (not encodable) goes as raw `%` escapes. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80x';
  }
}

const pathValue = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...ownIds) },
  fc.uuid(),
  fc.constantFrom('not-a-uuid', '00000000-0000-0000-0000-000000000000', '123', 'undefined', 'null'),
  nastyString.map((value) => value.slice(0, 400)),
);

const bodyArbitrary = (op: Operation) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...op.bodyFields, 'extra'), nastyValue) },
    fc.record(Object.fromEntries(op.bodyFields.map((field) => [field, nastyValue]))),
    nastyValue,
    fc.constantFrom('{"a":', '[1,2', 'null', 'undefined', '{"a":1}}', '\u0000', '{"__proto__":{"x":1}}'),
  );

const requestArbitrary = (op: Operation) =>
  fc.record({
    params: fc.array(pathValue, { minLength: op.pathParams.length, maxLength: op.pathParams.length }),
    query: fc.dictionary(
      fc.constantFrom(...op.queryParams, 'serviceId', 'requestId', 'userId', 'page', 'size', 'x'),
      fc.oneof(nastyValue, fc.array(nastyString, { maxLength: 3 })),
      { maxKeys: 4 },
    ),
    body: bodyArbitrary(op),
    rawBody: fc.boolean(),
    auth: fc.constantFrom('own', 'none', 'garbage', 'unknown'),
    contentType: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      null,
    ),
    language: fc.constantFrom('en', 'id', 'fr', '*', '', 'en;q=0.1, id'),
  });

type FuzzRequest = ReturnType<typeof requestArbitrary> extends fc.Arbitrary<infer R> ? R : never;

const emptyRequest: FuzzRequest = {
  params: [],
  query: {},
  body: {},
  rawBody: false,
  auth: 'own',
  contentType: 'application/json',
  language: 'en',
};

function urlFor(op: Operation, request: FuzzRequest): string {
  let path = op.path;
  op.pathParams.forEach((name, index) => {
    path = path.replace(`{${name}}`, encode(request.params[index]));
  });
  const query = Object.entries(request.query)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((item) => `${key}=${encode(item)}`),
    )
    .join('&');
  return query ? `${path}?${query}` : path;
}

function headersFor(op: Operation, request: FuzzRequest): Record<string, string> {
  const headers: Record<string, string> = { 'accept-language': request.language };
  if (request.contentType && op.method !== 'GET') headers['content-type'] = request.contentType;
  // The learner's own token is never sent to logout, so later runs stay signed in.
  if (request.auth === 'own' && op.path !== '/api/v1/auth/logout')
    Object.assign(headers, bearer(learner.token));
  if (request.auth === 'garbage') headers.authorization = `Bearer ' OR 1=1 --`;
  if (request.auth === 'unknown') headers.authorization = `Bearer ${'A'.repeat(43)}`;
  return headers;
}

const leaks =
  /stack|\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\.js:\d+|drizzle|pglite|postgres|syntax error|relation "|column "|\bselect\b.+\bfrom\b|insert into|duplicate key|violates|FST_|ERR_/i;

/** The contract for every answer: no 5xx, the envelope on failure, nothing internal. */
function checkAnswer(op: Operation, url: string, response: LightMyRequestResponse) {
  const where = `${op.method} ${url.slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.headers['content-type'], where).toMatch(/^application\/json/);
  const body = response.json() as Record<string, unknown>;
  expect(body.err, where).toBe(true);
  expect(body.code, where).toBe(response.statusCode);
  expect(typeof body.message, where).toBe('string');
  expect(
    Object.keys(body).every((key) =>
      ['err', 'code', 'message', 'reason', 'errorList', 'data', 'error'].includes(key),
    ),
    where,
  ).toBe(true);
  expect(response.body, where).not.toMatch(leaks);
}

async function send(op: Operation, request: FuzzRequest) {
  const url = urlFor(op, request);
  const withBody = op.method !== 'GET';
  const payload = !withBody
    ? undefined
    : request.rawBody && typeof request.body === 'string'
      ? request.body
      : (JSON.stringify(request.body) ?? '');
  const response = await app.inject({
    method: op.method,
    url,
    headers: headersFor(op, request),
    payload,
    remoteAddress: `10.${Math.floor(Math.random() * 250)}.0.1`,
  });
  checkAnswer(op, url, response);
}

describe('every API route under random and hostile input', () => {
  it('finds the routes from the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining(['GET /api/health', 'POST /api/v1/auth/login', 'GET /api/v1/user/me']),
    );
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s never answers 5xx and always answers the envelope',
    async (_name, op) => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op), (request) => send(op, request)),
        { numRuns: randomRuns, endOnFailure: true },
      );
    },
  );

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s answers every known hostile string in each param and in the body without a fault',
    async (_name, op) => {
      const ownParams = op.pathParams.map((_, index) => ownIds[index % ownIds.length]!);
      const base: FuzzRequest = { ...emptyRequest, params: ownParams };
      for (const hostile of injections) {
        // One slot at a time, so the other slots' validation does not stop the value early.
        const variants: FuzzRequest[] = [
          ...op.pathParams.map((_, slot) => ({
            ...base,
            params: ownParams.map((id, index) => (index === slot ? hostile : id)),
          })),
          ...op.queryParams.map((name) => ({ ...base, query: { [name]: hostile } })),
          { ...base, body: Object.fromEntries(op.bodyFields.map((field) => [field, hostile])) },
        ];
        for (const variant of variants) await send(op, variant);
      }
    },
  );

  it.each(operations.filter((op) => op.signedIn).map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s answers 401 in the envelope without a live token',
    async (_name, op) => {
      const params = op.pathParams.map((_, index) => ownIds[index % ownIds.length]!);
      for (const auth of ['none', 'garbage', 'unknown'] as const) {
        const request: FuzzRequest = { ...emptyRequest, params, auth };
        const url = urlFor(op, request);
        const response = await app.inject({
          method: op.method,
          url,
          headers: headersFor(op, request),
          ...(op.method === 'GET' ? {} : { payload: {} }),
        });
        checkAnswer(op, url, response);
        expect(response.statusCode, `${op.method} ${url} with ${auth} token`).toBe(401);
      }
    },
  );

  it.each(operations.filter((op) => op.signedIn).map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s marks its answer Cache-Control: no-store',
    async (_name, op) => {
      const params = op.pathParams.map((_, index) => ownIds[index % ownIds.length]!);
      const request: FuzzRequest = { ...emptyRequest, params };
      const response = await app.inject({
        method: op.method,
        url: urlFor(op, request),
        headers: headersFor(op, request),
        ...(op.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.headers['cache-control'], `${op.method} ${op.path}`).toBe('no-store');
    },
  );

  // Any route that names a profile (path, query or body), now or added later, is behind the gate.
  // The way back from a forgotten PIN (decision 0036) cannot ask for that PIN: it sends a code to
  // the account's own channel, and the reset itself needs the account password and that code.
  const pinWayBack = new Set(['POST /api/v1/profile/{profileId}/pin/reset/send']);
  const profileOperations = operations.filter(
    (op) =>
      !pinWayBack.has(`${op.method} ${op.path}`) &&
      (op.pathParams.includes('profileId') ||
        op.queryParams.includes('profileId') ||
        op.bodyFields.includes('profileId')),
  );

  it.each(profileOperations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s never acts as a PIN profile for a session that has not entered its PIN',
    async (_name, op) => {
      const params = op.pathParams.map((name, index) =>
        name === 'profileId' ? guarded.id : ownIds[index % ownIds.length]!,
      );
      const request: FuzzRequest = {
        ...emptyRequest,
        params,
        query: op.queryParams.includes('profileId') ? { profileId: guarded.id } : {},
        body: op.bodyFields.includes('profileId') ? { profileId: guarded.id } : {},
        auth: 'none',
      };
      const url = urlFor(op, request);
      const response = await app.inject({
        method: op.method,
        url,
        headers: { ...headersFor(op, request), ...bearer(siblingToken) },
        ...(op.method === 'GET' ? {} : { payload: JSON.stringify(request.body) }),
      });
      checkAnswer(op, url, response);
      expect(
        response.statusCode,
        `${op.method} ${url} -> ${response.body.slice(0, 200)}`,
      ).toBeGreaterThanOrEqual(400);
    },
  );

  it('finds the calls that act as a profile', () => {
    expect(profileOperations.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining([
        'PUT /api/v1/profile/{profileId}',
        'GET /api/v1/profile/{profileId}/course',
        'POST /api/v1/classes/{classKey}/join',
      ]),
    );
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s spelled with an encoded path still goes through the tracking check',
    async (_name, op) => {
      const params = op.pathParams.map((_, index) => ownIds[index % ownIds.length]!);
      const request: FuzzRequest = { ...emptyRequest, params, query: { serviceId: '2' } };
      const url = urlFor(op, request).replace(/^\/api\//, '/%61pi/');
      const response = await app.inject({ method: op.method, url, headers: headersFor(op, request) });
      checkAnswer(op, url, response);
      expect(response.statusCode, url).toBe(400);
    },
  );

  it('refuses every private media path without a valid signature', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/demo-media/', '/media/', '/%64emo-media/', '/me%64ia/'),
        fc.oneof(fc.constantFrom('tuhfah-02.mp4', 'arbain-01.mp4', '../index.html'), nastyString.map(encode)),
        fc.oneof(
          fc.constant(''),
          fc
            .record({
              expires: fc.oneof(fc.nat(), fc.constant(9_999_999_999)),
              sig: fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 64 }),
            })
            .map(({ expires, sig }) => `?expires=${expires}&sig=${sig}`),
        ),
        async (prefix, file, query) => {
          const url = `${prefix}${file}${query}`;
          const response = await app.inject({ url });
          expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, url).toBeLessThan(500);
          expect(response.headers['content-type'], url).toMatch(/^application\/json/);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('still knows the learner after the runs (no run broke the session)', async () => {
    const response = await app.inject({ url: '/api/v1/user/me', headers: bearer(learner.token) });
    expect(response.statusCode).toBe(200);
  });
});
