import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorEnvelopeSchema } from '@academy/contract/envelope';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadSettings } from '../src/config/settings';
import { buildTestApp } from './helpers/test-app';
import { testDatabase } from './helpers/test-database';

const app = await buildTestApp();
const en = { 'accept-language': 'en' };
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The failure envelope of `status`, with nothing but its own fields. */
function expectEnvelope(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = errorEnvelopeSchema.strict().parse(response.json());
  expect(body).toMatchObject({ err: true, code: status });
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

describe('bodies the server refuses', () => {
  it('answers 413 for a body over the 256 KiB limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...en, 'content-type': 'application/json' },
      payload: JSON.stringify({ phoneNumber: '081234567890', password: 'x'.repeat(300 * 1024) }),
    });
    expect(expectEnvelope(response, 413)).toMatchObject({ reason: 'payloadTooLarge' });
  });

  it('answers 400 for malformed JSON and for an empty JSON body', async () => {
    for (const payload of ['{"phoneNumber": "0812', '{]', 'nul', '']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { ...en, 'content-type': 'application/json' },
        payload,
      });
      expect(expectEnvelope(response, 400).message).toBe('The request body is not valid JSON');
    }
  });

  it('answers 400 for a prototype-poisoning body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"phoneNumber":"081234567890","password":"secret-pass","__proto__":{"admin":true}}',
    });
    expectEnvelope(response, 400);
  });

  it('answers bodies nested as deep as the size limit allows with a 4xx envelope', async () => {
    const bodies = [
      '['.repeat(120_000) + ']'.repeat(120_000),
      '{"a":'.repeat(40_000) + '1' + '}'.repeat(40_000),
      '{"phoneNumber":' + '{"__proto__":'.repeat(15_000) + '1' + '}'.repeat(15_001),
    ];
    for (const payload of bodies) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectEnvelope(response, 400);
    }
  });

  it('answers 415 for a content type the API does not read', async () => {
    for (const contentType of [
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { ...en, 'content-type': contentType },
        payload: 'phoneNumber=081234567890&password=secret-pass',
      });
      expect(expectEnvelope(response, 415).reason).toBe('unsupportedMediaType');
    }
  });

  it('answers 400 in the envelope for a body whose length disagrees with Content-Length', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json', 'content-length': '5000' },
      payload: '{"phoneNumber":"081234567890"}',
    });
    expectEnvelope(response, 400);
  });
});

describe('paths and methods', () => {
  it('answers unknown API paths with the 404 envelope, in Indonesian by default', async () => {
    const response = await app.inject({ url: '/api/v1/no/such/thing' });
    expect(expectEnvelope(response, 404)).toMatchObject({ reason: 'notFound', message: 'Tidak ditemukan' });
  });

  it('answers a wrong method with the 405 envelope and Allow, also on paths with params', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/v1/profile/3f1c2a4e-8b7d-4c1e-9a2b-1d2e3f4a5b6c/pin/check',
    });
    expectEnvelope(response, 405);
    expect(response.headers.allow).toBe('POST');
  });

  it('answers a path that is not valid percent-encoding with the 400 envelope, not the framework body', async () => {
    const response = await app.inject({ url: '/api/v1/classes/%E0%A4%A', headers: en });
    const body = expectEnvelope(response, 400);
    expect(response.body).not.toContain('FST_ERR');
    expect(body.reason).toBe('invalidValue');
  });

  it('lets the schema judge path params up to its own limit, and answers 414 in the envelope beyond', async () => {
    const accepted = await app.inject({ url: `/api/v1/classes/${'a'.repeat(120)}`, headers: en });
    expect(expectEnvelope(accepted, 404).reason).toBe('notFound');
    const overSchema = await app.inject({ url: `/api/v1/classes/${'a'.repeat(121)}`, headers: en });
    expectEnvelope(overSchema, 400);
    const overRouter = await app.inject({ url: `/api/v1/classes/${'a'.repeat(5000)}`, headers: en });
    expect(expectEnvelope(overRouter, 414).reason).toBe('tooLong');
    expect(overRouter.body).not.toContain('aaaa');
  });
});

describe('X-Request-Id', () => {
  it('echoes a valid requestId', async () => {
    const requestId = '0d9b7a1c-2f3e-4a5b-8c6d-7e8f9a0b1c2d';
    const response = await app.inject({ url: `/api/v1/academy?serviceId=1&requestId=${requestId}` });
    expect(response.headers['x-request-id']).toBe(requestId);
  });

  it('answers a fresh UUID when none or an invalid one is given, also on failures', async () => {
    const seen = new Set<string>();
    for (const url of ['/api/v1/academy', '/api/v1/academy?requestId=not-a-uuid', '/api/v1/nowhere']) {
      const response = await app.inject({ url });
      const id = String(response.headers['x-request-id']);
      expect(id).toMatch(uuidPattern);
      expect(id).not.toBe('not-a-uuid');
      seen.add(id);
    }
    expect(seen.size).toBe(3);
  });

  it('rejects an invalid requestId with a 400 envelope naming the field', async () => {
    const response = await app.inject({ url: '/api/v1/academy?requestId=1%27%20OR%201%3D1' });
    expect(expectEnvelope(response, 400).errorList).toEqual([
      expect.objectContaining({ field: 'requestId' }),
    ]);
  });
});

describe('the rate limit', () => {
  it('counts API calls only: the app’s files and page loads are never limited', async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'academy-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Academy</title>');
    writeFileSync(path.join(webRoot, 'assets', 'app.js'), 'console.log(1)');
    const limited = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '2' }, { keepData: true, webRoot });
    const from = { remoteAddress: '10.9.9.2' };
    for (let i = 0; i < 5; i += 1) {
      expect((await limited.inject({ url: '/dashboard/class', ...from })).statusCode).toBe(200);
      expect((await limited.inject({ url: '/assets/app.js', ...from })).statusCode).toBe(200);
    }
    const api = [];
    for (let i = 0; i < 3; i += 1)
      api.push((await limited.inject({ url: '/api/v1/academy', ...from })).statusCode);
    expect(api).toEqual([200, 200, 429]);
  });

  it('answers 429 in the envelope with Retry-After, on routes and on unknown paths', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '3' }, { keepData: true });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await limited.inject({ url: '/api/v1/academy', remoteAddress: '10.9.9.1' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const response = await limited.inject({ url: '/api/v1/academy', remoteAddress: '10.9.9.1', headers: en });
    expect(expectEnvelope(response, 429).reason).toBe('tooManyRequests');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);

    for (let i = 0; i < 3; i += 1)
      await limited.inject({ url: '/api/v1/nowhere', remoteAddress: '10.9.9.2' });
    expectEnvelope(await limited.inject({ url: '/api/v1/nowhere', remoteAddress: '10.9.9.2' }), 429);

    const other = await limited.inject({ url: '/api/v1/academy', remoteAddress: '10.9.9.3' });
    expect(other.statusCode).toBe(200);
  });
});

const secretDetail = 'select password_hash from users where id = 42';
const logged: string[] = [];

/** An app with routes that fail as a bug would, registered before it is ready. */
async function buildFaultyApp() {
  const faulty = await buildApp({
    settings: loadSettings({ NODE_ENV: 'test', SEED_DEMO: 'false' }, process.cwd()),
    database: await testDatabase(),
    logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } },
  });
  faulty.get('/api/v1/test/throws', async () => {
    throw new Error(secretDetail);
  });
  faulty.get('/api/v1/test/fails-with-5xx-status', async () => {
    throw Object.assign(new Error(secretDetail), { statusCode: 503 });
  });
  faulty.get('/api/v1/test/fails-like-the-database', async () => {
    throw Object.assign(new TypeError(secretDetail), { code: '42P01', severity: 'ERROR' });
  });
  await faulty.ready();
  afterAll(() => faulty.close());
  return faulty;
}

const faulty = await buildFaultyApp();

describe('unexpected faults', () => {
  it.each([
    '/api/v1/test/throws',
    '/api/v1/test/fails-with-5xx-status',
    '/api/v1/test/fails-like-the-database',
  ])('%s answers the 500 envelope with no internals, and logs the fault', async (url) => {
    logged.length = 0;
    const response = await faulty.inject({ url, headers: en });
    const body = expectEnvelope(response, 500);
    expect(body.reason).toBe('internalError');
    expect(response.body).not.toContain('password_hash');
    expect(response.body).not.toMatch(/stack|at .+:\d+:\d+|\.ts\b|\.js\b/);
    expect(logged.join('\n')).toContain(secretDetail);
  });
});
