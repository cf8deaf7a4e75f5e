import path from 'node:path';
import { parseArgs } from 'node:util';
import { preparePrivateFolders } from '../config/private-folders';
import { databaseTarget, loadSettings } from '../config/settings';
import { restore } from '../services/backup/index';
import { createMediaStorage } from '../services/media/index';
import { commandFailed, say } from './command-line';

/**
 * `npm run restore -- FILE [--force]`: a backup into the database and media store the settings
 * name, which must be empty unless `--force` (README "Backups", decision 0085). Servers stopped.
 */
async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const [given] = positionals;
  if (!given || positionals.length > 1) throw new Error('usage: npm run restore -- FILE [--force]');
  const settings = loadSettings();
  await preparePrivateFolders(settings);
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const started = performance.now();
  const result = await restore(file, databaseTarget(settings), (await createMediaStorage(settings)).storage, {
    force: values.force,
  });
  say(
    `restored ${file} (made ${result.manifest.createdAt}): ${result.rows} rows, ${result.mediaFiles} media files, ` +
      `every count and checksum as in the backup, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch(commandFailed('restore'));
