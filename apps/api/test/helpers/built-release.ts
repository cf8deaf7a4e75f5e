import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The repository's root folder. */
export const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * The release as `npm ci && npm run build` leaves it, in `folder`, with only the API built (the
 * server and the operator's commands in apps/api/dist; the build of `npm test` runs beside the
 * tests, so not in this checkout's apps/api/dist): source, assets and packages are links to this
 * checkout's.
 */
export function builtRelease(folder: string): string {
  const api = path.join(folder, 'apps/api');
  mkdirSync(api, { recursive: true });
  mkdirSync(path.join(folder, 'apps/web/dist'), { recursive: true });
  writeFileSync(path.join(folder, 'apps/web/dist/index.html'), '<!doctype html><title>academy</title>');
  for (const file of ['package.json', 'apps/api/package.json']) {
    writeFileSync(path.join(folder, file), readFileSync(path.join(repositoryRoot, file)));
  }
  symlinkSync(path.join(repositoryRoot, 'node_modules'), path.join(folder, 'node_modules'));
  for (const linked of ['src', 'assets', 'demo-media']) {
    symlinkSync(path.join(repositoryRoot, 'apps/api', linked), path.join(api, linked));
  }
  const build = spawnSync(
    process.execPath,
    [
      path.join(repositoryRoot, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      path.join(api, 'dist'),
      '--logLevel',
      'error',
    ],
    { cwd: path.join(repositoryRoot, 'apps/api'), encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`the API build failed:\n${build.stdout}${build.stderr}`);
  return folder;
}
