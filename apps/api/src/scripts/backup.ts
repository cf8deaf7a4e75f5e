import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { databaseTarget, loadSettings } from '../config/settings';
import { backup } from '../services/backup/index';
import { createMediaStorage } from '../services/media/index';
import { commandFailed, say } from './command-line';

/**
 * `npm run backup -- FILE`: one archive of the database and the media store, taken while the
 * servers keep running (README "Backups", decision 0085). Uses the same settings as the server.
 */
async function main() {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const [given] = positionals;
  if (!given || positionals.length > 1) throw new Error('usage: npm run backup -- FILE');
  const settings = loadSettings();
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const started = performance.now();
  const manifest = await backup(file, databaseTarget(settings), (await createMediaStorage(settings)).storage);
  const tables = Object.values(manifest.database.tables);
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  const { size } = await stat(file);
  say(
    `backup written to ${file}: ${rows} rows in ${tables.length} tables at migration ${manifest.database.migration.tag}, ` +
      `${Object.keys(manifest.media).length} media files, ${(size / 1e6).toFixed(1)} MB, ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch(commandFailed('backup'));
