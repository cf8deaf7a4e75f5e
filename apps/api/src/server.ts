import { buildApp, redactedLogPaths } from './app';
import { loadSettings, networkOutboxWarning } from './config/settings';
import { openDatabase } from './db/database';
import { seedDemo } from './db/seed/seed-demo';
import { webDistFolder } from './paths';

/** Starts the academy: database, then the server on PORT; closes gracefully on a signal. */
async function main() {
  const settings = loadSettings();
  const logger = {
    level: settings.LOG_LEVEL,
    redact: { paths: redactedLogPaths, remove: true },
  };
  const database = await openDatabase(
    settings.DATABASE_URL
      ? { kind: 'postgres', url: settings.DATABASE_URL }
      : { kind: 'pglite', dataDir: settings.dataDir },
  );
  const app = await buildApp({ settings, database, logger, webRoot: webDistFolder });
  await app.ready();
  await seedDemo(app);

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: settings.PORT, host: settings.host });
  const exposedOutbox = networkOutboxWarning(settings);
  if (exposedOutbox) app.log.warn({ host: settings.host }, exposedOutbox);
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
