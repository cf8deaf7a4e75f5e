import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { builtRelease, repositoryRoot } from './helpers/built-release';
import { freshDatabaseUrl, postgresServer } from './helpers/throwaway-postgres';

/**
 * Issue 37, item 10: the operator's commands run from a production install (`npm ci
 * --omit=dev` and the build), so nothing they load may be a devDependency (tsx ran them before),
 * and `npm run restore` on PostgreSQL refuses while servers are connected, as it does on the
 * embedded database. The commands run here as npm runs them, from a release built into a folder
 * of its own.
 */
const work = mkdtempSync(path.join(tmpdir(), 'academy-production-commands-'));
const postgres = await postgresServer();
afterAll(async () => {
  await postgres?.stop();
  rmSync(work, { recursive: true, force: true });
});

const apiPackage = JSON.parse(readFileSync(path.join(repositoryRoot, 'apps/api/package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};
const commands = {
  backup: 'backup',
  restore: 'restore',
  'staff:create': 'create-staff',
  'media:migrate': 'migrate-media',
};

/** The package a bare import names (`@scope/name/sub` → `@scope/name`). */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The modules a built file imports as it loads (its static imports). */
function staticImportsOf(source: string): string[] {
  const found = [
    ...source.matchAll(/^import\s[^;]*?from\s*"([^"]+)";?$/gm),
    ...source.matchAll(/^import\s*"([^"]+)";?$/gm),
  ];
  return found.map((match) => match[1]!);
}

/** The modules a built file imports when a call first needs them (`import("…")`). */
const dynamicImportsOf = (source: string) =>
  [...source.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)].map((match) => match[1]!);

/** Every module a built file imports: static imports and `import("…")`. */
const importsOf = (source: string) => [...staticImportsOf(source), ...dynamicImportsOf(source)];

/** Libraries the server loads where it first uses them, not at start (decision 0187). */
const onDemand = [
  'exceljs',
  'pdfkit',
  'fontkit',
  'nodemailer',
  'music-metadata',
  'ioredis',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
];

describe('the operator commands of a production install', () => {
  const release = builtRelease(path.join(work, 'release'));
  const dist = path.join(release, 'apps/api/dist');
  /** `npm run <script> -- …args` in the release's API folder, as the backup unit runs it. */
  const npmRun = (script: string, args: string[], env: Record<string, string>) =>
    spawnSync('npm', ['run', '--silent', script, '--', ...args], {
      cwd: path.join(release, 'apps/api'),
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
      encoding: 'utf8',
    });

  it('run built files with node, never tsx', () => {
    for (const [script, file] of Object.entries(commands)) {
      expect(apiPackage.scripts[script]).toBe(`node --enable-source-maps dist/${file}.js`);
      expect(readdirSync(dist)).toContain(`${file}.js`);
    }
  });

  it('import only node built-ins, the API dependencies and files of the build', () => {
    const allowed = new Set(Object.keys(apiPackage.dependencies));
    const builtins = new Set(builtinModules);
    const outside: string[] = [];
    for (const file of readdirSync(dist).filter((name) => name.endsWith('.js'))) {
      for (const specifier of importsOf(readFileSync(path.join(dist, file), 'utf8'))) {
        if (specifier.startsWith('./')) {
          if (!readdirSync(dist).includes(specifier.slice(2))) outside.push(`${file}: ${specifier}`);
        } else if (specifier.startsWith('node:') || builtins.has(specifier)) continue;
        else if (!allowed.has(packageOf(specifier)) || packageOf(specifier) === '@academy/contract') {
          outside.push(`${file}: ${specifier}`);
        }
      }
    }
    expect(outside).toEqual([]);
  });

  it('start the server without the libraries it uses only on demand (decision 0187)', () => {
    const source = (file: string) => readFileSync(path.join(dist, file), 'utf8');
    // What loading server.js loads: its static imports, and theirs through the build's own files.
    const packages = new Set<string>();
    const files = new Set<string>();
    const load = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const specifier of staticImportsOf(source(file))) {
        if (specifier.startsWith('./')) load(specifier.slice(2));
        else packages.add(packageOf(specifier));
      }
    };
    load('server.js');
    expect(onDemand.filter((name) => packages.has(name))).toEqual([]);
    // Each is still in the build, imported by the call that needs it.
    const later = new Set<string>();
    for (const file of readdirSync(dist).filter((name) => name.endsWith('.js'))) {
      for (const specifier of importsOf(source(file))) later.add(packageOf(specifier));
    }
    expect(onDemand.filter((name) => !later.has(name))).toEqual([]);
  });

  it.skipIf(!postgres)(
    'back up an embedded academy and restore it into PostgreSQL, refused while another client is connected',
    async () => {
      const dataDir = path.join(work, 'data');
      await (await openDatabase({ kind: 'pglite', dataDir })).close();
      const archive = path.join(work, 'embedded.backup');
      const backedUp = npmRun('backup', [archive], {
        // The embedded database, also when the tests themselves run on PostgreSQL.
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        MEDIA_DIR: path.join(work, 'media'),
      });
      expect(backedUp.stderr).toBe('');
      expect(backedUp.status).toBe(0);
      expect(backedUp.stdout).toMatch(/^backup written to /);

      const url = await freshDatabaseUrl(
        postgres!.url,
        `academy_commands_${process.env.VITEST_POOL_ID ?? '0'}`,
      );
      const connected = new pg.Client({ connectionString: url, application_name: 'academy' });
      await connected.connect();
      const restoreEnv = { DATABASE_URL: url, MEDIA_DIR: path.join(work, 'restored-media') };
      try {
        const refused = npmRun('restore', [archive], restoreEnv);
        expect(refused.status).toBe(2);
        expect(refused.stderr).toMatch(
          /^restore refused: 1 other connection is open to this database \(academy from 127\.0\.0\.1\): stop the servers before restoring/,
        );
        const tables = await connected.query(
          "select count(*)::int as count from information_schema.tables where table_schema = 'public'",
        );
        expect(tables.rows[0].count).toBe(0);
      } finally {
        await connected.end();
      }
      const restored = npmRun('restore', [archive], restoreEnv);
      expect(restored.status).toBe(0);
      expect(restored.stdout).toMatch(/^restored .*every count and checksum as in the backup/);
    },
    120_000,
  );
});
