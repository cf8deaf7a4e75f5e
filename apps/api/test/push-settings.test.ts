import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../src/config/settings';
import { vapidKeysFileName, withStableVapidKeys } from '../src/config/vapid-keys';
import { bearer, registerVerifiedUser } from './helpers/account-factory';
import { browserKeys } from './helpers/push-service';
import { buildTestApp, publicOriginEnv, testVapidEnv } from './helpers/test-app';

// Issue 41, Web Push (decision 0155): VAPID settings of a public and a local start, and the
// push endpoints a public start takes.

const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-vapid-keys-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const publicEnv = publicOriginEnv('https://akademi.example');
const withoutVapid = Object.fromEntries(
  Object.entries(publicEnv).filter(([name]) => !name.startsWith('VAPID_')),
);

describe('the VAPID settings', () => {
  it('are required on a public start, each named', () => {
    let message = '';
    try {
      loadSettings(withoutVapid);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT']) {
      expect(message, name).toMatch(new RegExp(`^  ${name}: required when APP_ORIGIN is public`, 'm'));
    }
    expect(loadSettings(publicEnv).vapid).toEqual({
      publicKey: testVapidEnv.VAPID_PUBLIC_KEY,
      privateKey: testVapidEnv.VAPID_PRIVATE_KEY,
      subject: testVapidEnv.VAPID_SUBJECT,
    });
  });

  it('refuse a key of the wrong size, half a pair and a subject that is not mailto: or https:', () => {
    expect(() => loadSettings({ ...publicEnv, VAPID_PUBLIC_KEY: 'AAAA' })).toThrow(
      /VAPID_PUBLIC_KEY: the P-256 public key: must be 65 bytes/,
    );
    expect(() => loadSettings({ VAPID_PUBLIC_KEY: testVapidEnv.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together/,
    );
    expect(() => loadSettings({ ...publicEnv, VAPID_SUBJECT: 'http://akademi.example' })).toThrow(
      /VAPID_SUBJECT: a mailto: or https:\/\/ address/,
    );
  });

  it('are a pair kept in DATA_DIR on a local start without them, the same after a restart', async () => {
    const start = () => withStableVapidKeys(loadSettings({ DATA_DIR: dataDir }));
    const first = await start();
    const second = await start();
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.settings.vapid).toEqual(first.settings.vapid);
    expect(Buffer.from(first.settings.vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.settings.vapid.privateKey, 'base64url')).toHaveLength(32);
    expect(first.settings.vapid.subject).toMatch(/^mailto:/);
    expect(statSync(path.join(dataDir, vapidKeysFileName)).mode & 0o777).toBe(0o600);
    // Set, the settings' pair is the one, and nothing is kept.
    const given = await withStableVapidKeys(loadSettings({ DATA_DIR: dataDir, ...testVapidEnv }));
    expect(given.settings.vapid.publicKey).toBe(testVapidEnv.VAPID_PUBLIC_KEY);
  });
});

const app = await buildTestApp(publicEnv);

describe('push endpoints on a public start', () => {
  it('must be https: to a host beyond this machine', async () => {
    const learner = await registerVerifiedUser(app);
    const profileId = learner.profiles[0]!.id;
    const post = (endpoint: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/profile/${profileId}/push-subscriptions`,
        headers: { ...bearer(learner.token), 'accept-language': 'en' },
        payload: browserKeys(endpoint).subscription,
      });
    for (const endpoint of [
      'http://push.example.net/send/1',
      'https://127.0.0.1/send/1',
      'https://localhost/x',
    ]) {
      const refused = await post(endpoint);
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json(), endpoint).toMatchObject({
        err: true,
        errorList: [
          { field: 'endpoint', message: 'The push address must be an https: address of a push service' },
        ],
      });
    }
    expect((await post('https://fcm.googleapis.com/fcm/send/abc')).statusCode).toBe(201);
  });
});
