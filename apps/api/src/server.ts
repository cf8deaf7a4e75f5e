import { buildApp, redactedLogPaths } from './app';
import { databaseTarget, loadSettings } from './config/settings';
import { openDatabase } from './db/database';
import { seedDemo } from './db/seed/seed-demo';
import { listenForBackups } from './services/backup/embedded-backup-socket';
import { webDistFolder } from './paths';

/** Starts the academy: database, then the server on PORT; closes gracefully on a signal. */
async function main() {
  const settings = loadSettings();
  const logger = {
    level: settings.LOG_LEVEL,
    redact: { paths: redactedLogPaths, remove: true },
  };
  const database = await openDatabase(databaseTarget(settings));
  const app = await buildApp({ settings, database, logger, webRoot: webDistFolder });
  await app.ready();
  await seedDemo(app);
  const stopBackups =
    database.kind === 'pglite'
      ? await listenForBackups(settings.dataDir, database.db, (error) =>
          app.log.error({ err: error }, 'backup failed'),
        )
      : undefined;

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await stopBackups?.();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: settings.PORT, host: settings.HOST });
  app.log.info(
    { database: database.kind, where: database.kind === 'pglite' ? settings.dataDir : 'DATABASE_URL' },
    `academy is running at http://localhost:${settings.PORT}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
