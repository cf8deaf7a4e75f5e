import { buildApp, redactedLogPaths } from './app';
import { preparePrivateFolders } from './config/private-folders';
import { databaseTarget, loadSettings, networkOutboxWarning } from './config/settings';
import { withStableSigningKey } from './config/signing-key';
import { vapidKeysBanner, withStableVapidKeys } from './config/vapid-keys';
import { connectDatabase, startLockName } from './db/database';
import { seedDemo } from './demo/seed-demo';
import { ConnectionDrain } from './lib/connection-drain';
import { Readiness } from './lib/readiness';
import { listenForBackups } from './services/backup/index';
import { waitForBucket } from './services/media/index';
import { webDistFolder } from './paths';

/** A stop that has not finished by then is forced: what is still open is cut (exit code 1). */
const stopDeadlineMs = 9_500;

/**
 * Starts the academy: it listens at once (`/api/ready` answers 503 while it starts), waits for
 * its media bucket to answer when media are in an S3-compatible store, then migrates and seeds under a lock every server of a fleet takes, so servers started together on
 * an empty database wait for the one that migrates (decision 0081), then serves. On SIGTERM or
 * SIGINT it drains: `/api/ready` answers 503, it stops accepting connections, finishes the
 * requests it accepted, stops its periodic jobs, closes the database pool and exits with 0.
 */
async function main() {
  // Without MEDIA_SIGNING_SECRET, the key kept in DATA_DIR: signed addresses outlive a restart.
  // Without VAPID_* keys, the pair kept in DATA_DIR: push subscriptions outlive a restart.
  const vapid = await withStableVapidKeys(await withStableSigningKey(loadSettings()));
  const { settings } = vapid;
  const logger = {
    level: settings.LOG_LEVEL,
    redact: { paths: redactedLogPaths, remove: true },
  };
  const narrowed = await preparePrivateFolders(settings);
  let logPoolError = (error: Error) => console.error(error);
  const database = await connectDatabase(databaseTarget(settings), {
    onIdleClientError: (error) => logPoolError(error),
  });
  const readiness = new Readiness();
  const app = await buildApp({ settings, database, logger, webRoot: webDistFolder, readiness });
  logPoolError = (error) => app.log.warn({ err: error }, 'a database connection was lost');
  const connections = new ConnectionDrain(app.server);
  let stopBackups: (() => Promise<void>) | undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    readiness.drain();
    app.log.info({ signal }, 'draining: finishing the requests accepted, then exiting');
    const deadline = setTimeout(() => {
      app.log.error('the stop took too long: open connections cut');
      process.exit(1);
    }, stopDeadlineMs);
    deadline.unref();
    await stopBackups?.();
    await connections.drain();
    // Then the periodic jobs stop (a run under way finishes), Redis and the pool close.
    await app.close();
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: settings.PORT, host: settings.host });
  for (const folder of narrowed)
    app.log.warn({ folder }, 'a data folder others could read was made private (0700)');
  if (vapid.created) app.log.warn(vapidKeysBanner(settings));
  const exposedOutbox = networkOutboxWarning(settings);
  if (exposedOutbox) app.log.warn({ host: settings.host }, exposedOutbox);
  // A media bucket that does not answer keeps the server out of traffic (503 mediaStoreUnavailable).
  const bucketStore = app.services.s3Media;
  if (bucketStore) {
    const answered = await waitForBucket(bucketStore, readiness, {
      onProblem: (problem) =>
        app.log.error(
          { bucket: bucketStore.bucket, problem },
          'the media bucket does not answer (HeadBucket): not ready until it does',
        ),
      stopped: () => stopping,
    });
    if (!answered) return;
  }
  await database.exclusively(startLockName, async () => {
    await database.migrate();
    await seedDemo(app);
  });
  if (stopping) return;
  // The embedded database is this process's alone: a backup asks the server for its dump (decision 0085).
  if (database.kind === 'pglite') {
    stopBackups = await listenForBackups(settings.dataDir, database.db, (error) =>
      app.log.error({ err: error }, 'backup failed'),
    );
  }
  readiness.markServing();
  app.log.info(
    {
      database: database.kind,
      where: database.kind === 'pglite' ? settings.dataDir : 'DATABASE_URL',
      host: settings.host,
    },
    `academy is running at http://localhost:${settings.PORT}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
