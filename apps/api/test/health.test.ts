import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';

const app = await buildTestApp();

describe('GET /api/health', () => {
  it('answers ok with the database kind in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      err: false,
      code: 200,
      message: 'OK',
      data: { status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
    });
  });

  it('echoes the requestId as X-Request-Id', async () => {
    const requestId = '3f1c2a4e-8b7d-4c1e-9a2b-1d2e3f4a5b6c';
    const response = await app.inject({ url: `/api/health?serviceId=1&requestId=${requestId}` });
    expect(response.headers['x-request-id']).toBe(requestId);
  });

  it('rejects a serviceId other than 1 in the envelope', async () => {
    const response = await app.inject({ url: '/api/health?serviceId=2' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ err: true, code: 400, errorList: [{ field: 'serviceId' }] });
  });
});

describe('the envelope on failures', () => {
  it('answers unknown paths with 404 in the request language', async () => {
    const response = await app.inject({ url: '/api/v1/nowhere', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ err: true, code: 404, message: 'Not found', reason: 'notFound' });
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/health' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toContain('GET');
    expect(response.json()).toMatchObject({ err: true, code: 405 });
  });
});
