import { outboxMessageSchema } from '@academy/contract/dev-outbox';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/test-app';

const withOutbox = await buildTestApp({ ACADEMY_NAME: 'Test Academy' });
const allReal = await buildTestApp(
  {
    SMTP_URL: 'smtp://127.0.0.1:2525',
    WHATSAPP_TOKEN: 'token-for-outbox-tests',
    WHATSAPP_PHONE_NUMBER_ID: '1098765',
  },
  { keepData: true },
);

describe('GET /api/v1/dev/outbox while the outbox is a transport', () => {
  it('answers the codes sent to one address, newest first', async () => {
    const send = (to: string, code: string, purpose: 'verify-account' | 'reset-password') =>
      withOutbox.services.messages.send({
        channel: to.includes('@') ? 'email' : 'whatsapp',
        to,
        purpose,
        code,
        language: 'en',
      });
    await send('081211112222', '111111', 'verify-account');
    await send('081211112222', '222222', 'verify-account');
    await send('081233334444', '333333', 'verify-account');
    await send('reader@example.test', '444444', 'reset-password');

    const response = await withOutbox.inject({ url: '/api/v1/dev/outbox?to=081211112222' });
    expect(response.statusCode).toBe(200);
    // Codes: no cache, browser or proxy, keeps them (issue 20, item 13).
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ err: false, code: 200, message: 'OK' });
    expect(body.data.map((entry: { code: string }) => entry.code)).toEqual(['222222', '111111']);
    expect(outboxMessageSchema.array().parse(body.data)[0]).toEqual({
      to: '081211112222',
      channel: 'whatsapp',
      purpose: 'verify-account',
      body: 'Test Academy: your code to verify your account is 222222. It is valid for 10 minutes. Never share it with anyone.',
      code: '222222',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('finds an e-mail address whatever its case, and a phone number written with separators', async () => {
    const email = await withOutbox.inject({ url: '/api/v1/dev/outbox?to=Reader@Example.TEST' });
    expect(email.json().data).toMatchObject([
      { channel: 'email', purpose: 'reset-password', code: '444444' },
    ]);
    const phone = await withOutbox.inject({ url: '/api/v1/dev/outbox?to=0812-3333-4444' });
    expect(phone.json().data).toMatchObject([{ code: '333333' }]);
  });

  it('answers an empty list for an address nothing was sent to', async () => {
    const response = await withOutbox.inject({ url: '/api/v1/dev/outbox?to=nobody@example.test' });
    expect(response.json()).toEqual({ err: false, code: 200, message: 'OK', data: [] });
  });

  it('asks for the address in the envelope', async () => {
    const response = await withOutbox.inject({
      url: '/api/v1/dev/outbox',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ err: true, code: 400, errorList: [{ field: 'to' }] });
  });
});

describe('GET /api/v1/dev/outbox when e-mail and WhatsApp are both real', () => {
  it('does not exist: 404 in the envelope', async () => {
    expect(allReal.services.outbox).toBeUndefined();
    const response = await allReal.inject({
      url: '/api/v1/dev/outbox?to=081211112222',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ err: true, code: 404, message: 'Not found', reason: 'notFound' });
  });
});
