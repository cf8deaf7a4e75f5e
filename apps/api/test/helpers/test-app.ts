import { afterAll } from 'vitest';
import { buildApp, type App, type AppOptions } from '../../src/app';
import { loadSettings, type Settings } from '../../src/config/settings';
import { periodicRunsEnded } from '../../src/plugins/app/periodic-job';
import type { DatabaseConnection } from '../../src/db/database';
import { resetDatabase, testDatabase } from './test-database';

/** A VAPID pair and subject of the tests' public starts (Web Push, decision 0155). */
export const testVapidEnv = {
  VAPID_PUBLIC_KEY: 'BBOUyy_k71ccf1peJK4dqdTqSHRS7UYodTbL1DqcZN3QQdTusLLeG8NlnUzslZOiJhBk-yC8iCZ8KnDbBG0Uqf4',
  VAPID_PRIVATE_KEY: 'FhNCqLz8gZOqHBRI42lxGMdZNbj5yV6Dnvu3hZjPhLo',
  VAPID_SUBJECT: 'mailto:push@academy.example',
};

/**
 * Settings of a server on a public origin (e.g. `https://akademi.example`) that still runs on
 * this machine's defaults: codes in the dev outbox, the sandbox gateway and a fixed media key,
 * each of which a public origin must ask for explicitly.
 */
export function publicOriginEnv(origin: string): Record<string, string> {
  return {
    APP_ORIGIN: origin,
    DEV_OUTBOX: 'true',
    PAYMENT_SANDBOX_PUBLIC: 'true',
    MEDIA_SIGNING_SECRET: 'test-media-signing-secret-of-32-chars!',
    ...testVapidEnv,
  };
}

/**
 * A fresh app on an emptied database, closed after the file's tests. Settings may be
 * overridden per file, as environment strings (e.g. `{ RATE_LIMIT_PER_MINUTE: '5' }`); the
 * logger is off unless given (e.g. to capture log lines into a stream); `webRoot` serves a
 * built app from that folder.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    keepData?: boolean;
    logger?: AppOptions['logger'];
    webRoot?: string;
    /** A database of the test's own (e.g. on disk, to restart on it) instead of the worker's. */
    database?: DatabaseConnection;
  } = {},
): Promise<App> {
  const database = options.database ?? (await testDatabase());
  if (!options.keepData) await resetDatabase(database);
  const settings: Settings = loadSettings(
    { NODE_ENV: 'test', SEED_DEMO: 'false', RATE_LIMIT_PER_MINUTE: '100000', ...env },
    process.cwd(),
  );
  const app = await buildApp({ settings, database, logger: options.logger, webRoot: options.webRoot });
  await app.ready();
  // The jobs a new app runs at start end before the file's first test (whose statements some count).
  await periodicRunsEnded(app);
  afterAll(() => app.close());
  return app;
}
