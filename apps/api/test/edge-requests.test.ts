import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, registerVerifiedUser } from './helpers/account-factory';
import { listenOnLoopback, rawRequest } from './helpers/raw-http';
import { buildTestApp } from './helpers/test-app';

/**
 * Requests spelled to slip past the API's rules (issue 7, findings 3 and 9): encoded and
 * absolute-form paths are API calls like any other, and every answer, even one Node's parser
 * refuses, is in the envelope.
 */
const app = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '5' });
const port = await listenOnLoopback(app);
const webRoot = mkdtempSync(path.join(tmpdir(), 'academy-web-'));
mkdirSync(path.join(webRoot, 'assets'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Academy</title>');
writeFileSync(path.join(webRoot, 'assets', 'index-present.js'), 'console.log(1);');
const fresh = await buildTestApp({}, { webRoot });
const freshPort = await listenOnLoopback(fresh);

function expectEnvelope(
  answer: { status: number; headers: Record<string, string>; body: string },
  status: number,
) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toContain('application/json');
  expect(JSON.parse(answer.body)).toMatchObject({ err: true, code: status });
}

describe('what counts as an API call', () => {
  it('counts encoded and absolute-form paths toward the rate limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await rawRequest(port, 'GET /%61pi/health HTTP/1.1\r\nHost: localhost')).status);
      statuses.push(
        (await rawRequest(port, `GET http://localhost:${port}/api/health HTTP/1.1\r\nHost: localhost`))
          .status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it('checks the tracking parameters on encoded and absolute-form paths', async () => {
    for (const target of [
      '/%61pi/v1/academy?serviceId=2',
      `http://localhost:${port}/api/v1/academy?serviceId=2`,
    ]) {
      const answer = await rawRequest(
        port,
        `GET ${target} HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: 1`,
      );
      expect([400, 429]).toContain(answer.status);
      expectEnvelope(answer, answer.status);
    }
    const checked = await fresh.inject({ url: '/%61pi/v1/academy?serviceId=2' });
    expect(checked.statusCode).toBe(400);
    expect(checked.json()).toMatchObject({ reason: 'validationFailed', errorList: [{ field: 'serviceId' }] });
  });
});

describe('every answer in the envelope', () => {
  it('answers an invalid CORS preflight in the envelope', async () => {
    const answer = await rawRequest(
      freshPort,
      'OPTIONS /api/v1/academy HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost:3000',
    );
    expectEnvelope(answer, 400);
  });

  it('answers an over-long query with a 431 envelope and no-store', async () => {
    const answer = await rawRequest(
      freshPort,
      `GET /api/health?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost`,
    );
    expectEnvelope(answer, 431);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers Content-Length with Transfer-Encoding, and a missing Host, in the envelope', async () => {
    const smuggled = await rawRequest(
      freshPort,
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked',
      '0\r\n\r\n',
    );
    expectEnvelope(smuggled, 400);
    const hostless = await rawRequest(freshPort, 'GET /api/health HTTP/1.1');
    expectEnvelope(hostless, 400);
    expect(JSON.parse(hostless.body)).toMatchObject({ reason: 'hostHeaderRequired' });
  });

  it('answers a missing asset with 404, not the app page', async () => {
    const answer = await fresh.inject({ url: '/assets/index-missing.js' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ err: true, reason: 'notFound' });
    expect((await fresh.inject({ url: '/assets/index-present.js' })).statusCode).toBe(200);
    expect((await fresh.inject({ url: '/kelas/nahwu' })).headers['content-type']).toContain('text/html');
  });
});

describe('Cache-Control: no-store on answers with a token or personal data', () => {
  it('marks sign-in, the account, its profiles and every signed-in call no-store', async () => {
    const learner = await registerVerifiedUser(fresh);
    const login = await fresh.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { phoneNumber: learner.account.phoneNumber, password: learner.account.password },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    for (const url of [
      '/api/v1/user/me',
      `/api/v1/profile/${learner.profiles[0]!.id}/course`,
      `/api/v1/profile/${learner.profiles[0]!.id}/active-hours`,
    ]) {
      const answer = await fresh.inject({ url, headers: bearer(learner.token) });
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
  });
});
