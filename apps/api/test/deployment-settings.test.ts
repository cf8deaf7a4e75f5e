import { describe, expect, it } from 'vitest';
import { isLocalOrigin, loadSettings } from '../src/config/settings';
import { buildTestApp } from './helpers/test-app';

/**
 * The dev outbox never leaks codes in a real deployment (issue 7, finding 6): it exists only on a
 * localhost origin or with DEV_OUTBOX=true, and a public origin without a transport for a channel,
 * or without its own media key, refuses to start and names what is missing.
 */
// A public deployment takes real payments too (the sandbox gateway refuses a public origin).
const publicOrigin = {
  APP_ORIGIN: 'https://academy.example.org',
  PAYMENT_GATEWAY: 'midtrans',
  MIDTRANS_SERVER_KEY: 'test-midtrans-server-key',
};
const transports = {
  SMTP_URL: 'smtp://127.0.0.1:2525',
  WHATSAPP_TOKEN: 'token-for-settings-tests',
  WHATSAPP_PHONE_NUMBER_ID: '1098765',
};
const mediaKey = { MEDIA_SIGNING_SECRET: 'a-media-signing-key-of-32-characters!' };

describe('start-up settings of a public origin', () => {
  it('refuses to start without transports or media key, naming each missing setting', () => {
    expect(() => loadSettings(publicOrigin)).toThrow(
      /SMTP_URL: required[\s\S]*WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID: required[\s\S]*MEDIA_SIGNING_SECRET: required/,
    );
    expect(() => loadSettings({ ...publicOrigin, ...mediaKey, SMTP_URL: transports.SMTP_URL })).toThrow(
      /WHATSAPP_TOKEN/,
    );
    expect(() => loadSettings({ ...publicOrigin, ...transports })).toThrow(/MEDIA_SIGNING_SECRET/);
    expect(() => loadSettings({ ...publicOrigin, ...transports, MEDIA_SIGNING_SECRET: 'short' })).toThrow(
      /at least 32/,
    );
  });

  it('starts with both transports and a media key, or with DEV_OUTBOX=true', () => {
    expect(loadSettings({ ...publicOrigin, ...transports, ...mediaKey }).devOutbox).toBe(false);
    expect(loadSettings({ ...publicOrigin, ...mediaKey, DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
  });

  it('keeps the outbox on the localhost default, with a random media key per start', () => {
    const first = loadSettings({});
    expect(first.appOrigin).toBe('http://localhost:3000');
    expect(first.devOutbox).toBe(true);
    expect(first.mediaSigningSecret).not.toBe(loadSettings({}).mediaSigningSecret);
    for (const origin of [
      'http://localhost:5173',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://app.localhost',
    ]) {
      expect(isLocalOrigin(origin), origin).toBe(true);
    }
    for (const origin of ['https://academy.example.org', 'http://localhost.example.org', 'http://10.0.0.5']) {
      expect(isLocalOrigin(origin), origin).toBe(false);
    }
  });
});

describe('the dev outbox path', () => {
  it('does not exist on a public origin with real transports', async () => {
    const app = await buildTestApp({ ...publicOrigin, ...transports, ...mediaKey });
    expect(app.services.outbox).toBeUndefined();
    expect((await app.inject({ url: '/api/v1/dev/outbox?to=081234567890' })).statusCode).toBe(404);
  });
});
