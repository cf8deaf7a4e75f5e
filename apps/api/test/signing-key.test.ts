import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadSettings } from '../src/config/settings';
import { signingKeyFileName, withStableSigningKey } from '../src/config/signing-key';
import { bearer, registerVerifiedUser } from './helpers/account-factory';
import { resetDatabase, testDatabase } from './helpers/test-database';

// Issue 37, item 13 (decision 0142): on a default local start (no MEDIA_SIGNING_SECRET) the
// calendar address shown to a learner answered 404 after every restart, its key drawn per start.

const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-signing-key-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const database = await testDatabase();
await resetDatabase(database);

/** A start as `npm start` makes it: the settings of the environment, then the key of DATA_DIR. */
async function start() {
  const settings = await withStableSigningKey(
    loadSettings({
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '100000',
    }),
  );
  const app = await buildApp({ settings, database });
  await app.ready();
  return app;
}

describe('the signing key of a start without MEDIA_SIGNING_SECRET', () => {
  it('is the same after a restart, so the calendar address shown keeps answering', async () => {
    const first = await start();
    const learner = await registerVerifiedUser(first);
    const feedUrl = async (app: typeof first) => {
      const response = await app.inject({
        url: `/api/v1/profile/${learner.profiles[0]!.id}/calendar-feed`,
        headers: bearer(learner.token),
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: { url: string } }).data.url;
    };
    const shown = await feedUrl(first);
    await first.close();

    const second = await start();
    try {
      expect(await feedUrl(second)).toBe(shown);
      const feed = await second.inject({ url: new URL(shown).pathname });
      expect(feed.statusCode).toBe(200);
      expect(feed.body).toMatch(/^BEGIN:VCALENDAR/);
    } finally {
      await second.close();
    }
    // Readable by the academy's user alone, 32 random bytes.
    const file = path.join(dataDir, signingKeyFileName);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(second.settings.mediaSigningSecret).toHaveLength(43);
  });

  it('is MEDIA_SIGNING_SECRET when it is set', async () => {
    const secret = 'a-signing-secret-of-more-than-32-characters';
    const settings = await withStableSigningKey(
      loadSettings({ NODE_ENV: 'test', DATA_DIR: dataDir, MEDIA_SIGNING_SECRET: secret }),
    );
    expect(settings.mediaSigningSecret).toBe(secret);
  });
});
