import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp, publicOriginEnv } from './helpers/test-app';

/** Issue 20, items 12 and 14: the verification page is rate limited, and CORS allows every method. */
const appOrigin = 'https://academy.example.org';
const webRoot = mkdtempSync(path.join(tmpdir(), 'academy-web-'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><head><title>Academy</title></head>');
const site = await buildTestApp({ ...publicOriginEnv(appOrigin), RATE_LIMIT_PER_MINUTE: '3' }, { webRoot });

describe('the certificate verification page and the rate limit', () => {
  it('counts /sertifikat/{code} like an API call, in the same per-address limit', async () => {
    const from = { remoteAddress: '10.20.0.1' };
    const page = () => site.inject({ url: '/sertifikat/AAAAAAAAAAAAAAAA', ...from });
    expect((await site.inject({ url: '/api/v1/academy', ...from })).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(404);
    expect((await page()).statusCode).toBe(404);
    const limited = await page();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The API is refused too: one limit for both.
    expect((await site.inject({ url: '/api/v1/academy', ...from })).statusCode).toBe(429);
    // Another address has its own limit; the app's own pages are still never counted.
    expect(
      (await site.inject({ url: '/sertifikat/AAAAAAAAAAAAAAAA', remoteAddress: '10.20.0.2' })).statusCode,
    ).toBe(404);
    expect((await site.inject({ url: '/dashboard/class', ...from })).statusCode).toBe(200);
  });
});

describe('the CORS preflight', () => {
  const preflight = async (method: string, url: string) =>
    site.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin: appOrigin,
        'access-control-request-method': method,
        'access-control-request-headers': 'content-type,authorization',
      },
    });
  const allowedMethods = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['access-control-allow-methods'])
      .split(',')
      .map((method) => method.trim());

  it('allows PUT and DELETE from the app origin, and every method the API has', async () => {
    const put = await preflight('PUT', '/api/v1/user/me');
    expect(put.statusCode).toBeLessThan(300);
    expect(put.headers['access-control-allow-origin']).toBe(appOrigin);
    expect(allowedMethods(put)).toContain('PUT');
    const remove = await preflight('DELETE', '/api/v1/staff/faq/00000000-0000-4000-8000-000000000000');
    expect(remove.headers['access-control-allow-origin']).toBe(appOrigin);
    expect(allowedMethods(remove)).toContain('DELETE');

    const paths = (site.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const methodsOfApi = new Set(
      Object.values(paths).flatMap((operations) =>
        Object.keys(operations).map((method) => method.toUpperCase()),
      ),
    );
    expect([...methodsOfApi].sort()).toEqual(['DELETE', 'GET', 'PATCH', 'POST', 'PUT']);
    for (const method of methodsOfApi) expect(allowedMethods(put), method).toContain(method);
  });
});
