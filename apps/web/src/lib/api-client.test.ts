// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  buildUrl,
  setProfileGateHandler,
  setUnauthorizedHandler,
  toPaged,
  unwrapEnvelope,
} from './api-client';
import { storageKeys } from './storage';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => {});
});

describe('unwrapEnvelope', () => {
  it('gives the envelope of a success', () => {
    expect(unwrapEnvelope(200, { err: false, code: 200, message: 'OK', data: { a: 1 } }).data).toEqual({
      a: 1,
    });
  });

  it('throws the failure as an ApiError with code, message, errorList and data', () => {
    const body = {
      err: true,
      code: 400,
      message: 'Some fields are not valid',
      errorList: [{ field: 'email', message: 'Incorrect email format!' }],
      data: { x: 1 },
      reason: 'validationFailed',
    };
    try {
      unwrapEnvelope(400, body);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      const e = error as ApiError;
      expect([e.err, e.code, e.message, e.reason]).toEqual([
        true,
        400,
        'Some fields are not valid',
        'validationFailed',
      ]);
      expect(e.errorList).toEqual(body.errorList);
      expect(e.data).toEqual({ x: 1 });
    }
  });

  it('reads a sign-in failure from its `error` field', () => {
    expect(() =>
      unwrapEnvelope(401, {
        err: true,
        code: 401,
        message: 'generic',
        error: 'Phone number or password is wrong',
      }),
    ).toThrow('Phone number or password is wrong');
  });

  it('fails a non-JSON answer with its status', () => {
    expect(() => unwrapEnvelope(502, null)).toThrow(expect.objectContaining({ code: 502, errorList: [] }));
  });
});

describe('toPaged', () => {
  it('maps the server meta to page, size, totalRows, totalPages', () => {
    const paged = toPaged({
      err: false,
      data: [1, 2],
      meta: { number: 2, size: 2, totalElements: 5, totalPages: 3 },
    });
    expect(paged).toEqual({ items: [1, 2], meta: { page: 2, size: 2, totalRows: 5, totalPages: 3 } });
  });
});

describe('buildUrl', () => {
  it('adds the base path and tracking params, a fresh requestId each call', () => {
    const first = new URL(buildUrl('/user/me', { page: 1, empty: '', none: undefined }), 'http://x');
    const second = new URL(buildUrl('/api/v1/user/me'), 'http://x');
    expect(first.pathname).toBe('/api/v1/user/me');
    expect(second.pathname).toBe('/api/v1/user/me');
    expect(first.searchParams.get('serviceId')).toBe('1');
    expect(first.searchParams.get('page')).toBe('1');
    expect(first.searchParams.has('empty')).toBe(false);
    expect(first.searchParams.has('userId')).toBe(false);
    expect(first.searchParams.get('requestId')).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.searchParams.get('requestId')).not.toBe(second.searchParams.get('requestId'));
  });

  it('adds the userId once signed in', () => {
    localStorage.setItem(storageKeys.user, JSON.stringify({ id: 'u-1', token: 't' }));
    expect(new URL(buildUrl('/x'), 'http://x').searchParams.get('userId')).toBe('u-1');
  });
});

describe('api', () => {
  const answer = (status: number, body: unknown) =>
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );

  it('sends the bearer token and the language, and returns data', async () => {
    localStorage.setItem(storageKeys.user, JSON.stringify({ id: 'u-1', token: 'secret-token' }));
    const fetchMock = answer(200, { err: false, code: 200, message: 'OK', data: { ok: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.get('/user/me')).resolves.toEqual({ ok: 1 });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer secret-token');
    expect(headers['Accept-Language']).toMatch(/^(en|id)$/);
  });

  it('ends the session on a 401 of a signed-in call, not of sign-in itself', async () => {
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    vi.stubGlobal('fetch', answer(401, { err: true, code: 401, message: 'Please sign in' }));
    await expect(api.post('/auth/login', { auth: false, body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(unauthorized).not.toHaveBeenCalled();
    localStorage.setItem(storageKeys.user, JSON.stringify({ id: 'u-1', token: 'expired' }));
    await expect(api.get('/user/me')).rejects.toMatchObject({ code: 401 });
    expect(unauthorized).toHaveBeenCalledOnce();
  });

  it('sends the learner back to the picker when the PIN gate refuses the profile, not on a wrong PIN', async () => {
    const gate = vi.fn();
    setProfileGateHandler(gate);
    localStorage.setItem(storageKeys.user, JSON.stringify({ id: 'u-1', token: 'live-token' }));
    vi.stubGlobal('fetch', answer(423, { err: true, code: 423, message: 'Locked', reason: 'pinLocked' }));
    await expect(api.post('/profile/p-1/pin/check', { body: { pin: '000000' } })).rejects.toMatchObject({
      code: 423,
    });
    expect(gate).not.toHaveBeenCalled();
    for (const [code, reason] of [
      [403, 'profilePinRequired'],
      [423, 'profileLocked'],
    ] as const) {
      vi.stubGlobal('fetch', answer(code, { err: true, code, message: 'Enter the PIN', reason }));
      await expect(api.get('/profile/p-1/course')).rejects.toMatchObject({ code, reason });
    }
    expect(gate).toHaveBeenCalledTimes(2);
  });

  it('answers a file as a Blob named as the server names it, and a failed file call as an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('%PDF-1.3', {
            status: 200,
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': 'attachment; filename="AIS-2026-000001-id.pdf"',
            },
          }),
      ),
    );
    const { blob, fileName } = await api.file('/certificates/c-1/pdf', { query: { variant: 'latin' } });
    expect(await blob.text()).toBe('%PDF-1.3');
    expect(fileName).toBe('AIS-2026-000001-id.pdf');
    vi.stubGlobal('fetch', answer(404, { err: true, code: 404, message: 'Not found', reason: 'notFound' }));
    await expect(api.file('/certificates/c-2/pdf')).rejects.toMatchObject({ code: 404, reason: 'notFound' });
  });

  it('maps a paged answer', async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, {
        err: false,
        code: 200,
        message: 'OK',
        data: ['a'],
        meta: { number: 1, size: 10, totalElements: 1, totalPages: 1 },
      }),
    );
    await expect(api.getPaged('/profile/p/course', { query: { page: 1 } })).resolves.toEqual({
      items: ['a'],
      meta: { page: 1, size: 10, totalRows: 1, totalPages: 1 },
    });
  });
});
