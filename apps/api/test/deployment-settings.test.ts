import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isLocalOrigin, loadSettings } from '../src/config/settings';
import { buildTestApp, publicOriginEnv, testVapidEnv } from './helpers/test-app';

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
/** With the Web Push keys a public origin needs too (decision 0155). */
const mediaKey = { MEDIA_SIGNING_SECRET: 'a-media-signing-key-of-32-characters!', ...testVapidEnv };

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

/** deploy/academy.env.example's settings (its `NAME=value` lines), as systemd's EnvironmentFile= reads them. */
function exampleSettings(): Record<string, string> {
  const text = readFileSync(new URL('../../../deploy/academy.env.example', import.meta.url), 'utf8');
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

describe('a public start with the example settings file (issue 37, item 2)', () => {
  it('refuses every setting still holding the placeholder, naming each', () => {
    const example = exampleSettings();
    const placeholders = Object.keys(example).filter((name) => example[name]?.includes('CHANGE-ME'));
    expect(placeholders).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'MEDIA_SIGNING_SECRET', 'SMTP_URL', 'MIDTRANS_SERVER_KEY']),
    );
    let message = '';
    try {
      loadSettings(example);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of placeholders) {
      expect(message, name).toMatch(new RegExp(`^  ${name}: still holds the placeholder`, 'm'));
    }
    // Lower case, or inside a longer value, is the same placeholder.
    expect(() =>
      loadSettings({ ...publicOrigin, ...transports, SMTP_URL: 'smtp://u:change-me@mail' }),
    ).toThrow(/SMTP_URL: still holds the placeholder/);
    // Also when a placeholder fails the settings' own checks first.
    expect(() => loadSettings({ ...example, MIDTRANS_SERVER_KEY: 'CHANGE' })).toThrow(
      /MIDTRANS_SERVER_KEY: Too small[\s\S]*MEDIA_SIGNING_SECRET: still holds the placeholder/,
    );
  });

  it('starts once every placeholder is replaced', () => {
    const example = exampleSettings();
    const real = Object.fromEntries(
      Object.entries(example).map(([name, value]) => [name, value.replaceAll('CHANGE-ME', 'x7Rq2aB9')]),
    );
    real.MEDIA_SIGNING_SECRET = 'kq3V9x0bN2mZ7rT4yH8cW1eJ6sL5pA0dF3gU9iO2';
    Object.assign(real, { VAPID_PUBLIC_KEY: testVapidEnv.VAPID_PUBLIC_KEY });
    Object.assign(real, { VAPID_PRIVATE_KEY: testVapidEnv.VAPID_PRIVATE_KEY });
    expect(loadSettings(real).appOrigin).toBe(example.APP_ORIGIN);
  });

  it('refuses a media signing key that is long but not random', () => {
    for (const secret of ['a'.repeat(40), '0123456'.repeat(6), 'CHANGEME'.repeat(5)]) {
      expect(
        () => loadSettings({ ...publicOrigin, ...transports, MEDIA_SIGNING_SECRET: secret }),
        secret,
      ).toThrow(/MEDIA_SIGNING_SECRET: not random/);
    }
    expect(() =>
      loadSettings({ ...publicOrigin, ...transports, MEDIA_SIGNING_SECRET: 'b'.repeat(31) }),
    ).toThrow(/MEDIA_SIGNING_SECRET: must be at least 32 characters/);
    // A localhost start keeps its own random key per start, whatever the example says.
    expect(loadSettings({ MEDIA_SIGNING_SECRET: 'a'.repeat(40) }).mediaSigningSecret).toBe('a'.repeat(40));
  });
});

describe('the dev outbox path', () => {
  it('does not exist on a public origin with real transports', async () => {
    const app = await buildTestApp({ ...publicOrigin, ...transports, ...mediaKey });
    expect(app.services.outbox).toBeUndefined();
    expect((await app.inject({ url: '/api/v1/dev/outbox?to=081234567890' })).statusCode).toBe(404);
  });
});

describe('the API description at /api/docs (issue 37, decision 0144)', () => {
  const production = { ...publicOriginEnv('https://academy.example.org'), NODE_ENV: 'production' };

  it('is not served by a production start on a public origin unless API_DOCS=true', async () => {
    const site = await buildTestApp(production);
    const hidden = await site.inject({ url: '/api/docs/json' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ err: true, code: 404 });
    expect((await site.inject({ url: '/api/docs' })).statusCode).toBe(404);

    const shown = await buildTestApp({ ...production, API_DOCS: 'true' });
    expect((await shown.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('is served on a localhost origin and outside production', () => {
    expect(loadSettings({}).API_DOCS).toBe(true);
    expect(
      loadSettings({ ...publicOriginEnv('https://academy.example.org'), NODE_ENV: 'test' }).API_DOCS,
    ).toBe(true);
    expect(loadSettings({ API_DOCS: 'false' }).API_DOCS).toBe(false);
  });
});
