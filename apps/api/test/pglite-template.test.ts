import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseConnection } from '../src/db/database';

// Decision 0112: a new embedded database in a data folder starts as a copy of a migrated template;
// decision 0126: one in memory loads an archive of it.
describe('the embedded database’s template', () => {
  let scratch: string;
  let templates: string;
  let count = 0;
  /** A new data folder that already holds the media folder, as DATA_DIR does. */
  const newDataFolder = async () => {
    const folder = path.join(scratch, `data-${(count += 1)}`);
    await mkdir(path.join(folder, 'media'), { recursive: true });
    return folder;
  };
  const open = (dataDir: string, migrate = true) =>
    openDatabase({ kind: 'pglite', dataDir, templateFolder: templates }, { migrate });
  /** The template folders (beside the archives they are made from). */
  const templateFolders = async () =>
    (await readdir(templates).catch(() => [])).filter((name) => !name.endsWith('.tar'));
  const tableExists = async (connection: DatabaseConnection, name: string) =>
    (
      (await connection.db.execute(sql`select to_regclass(${name}) is not null as found`)) as unknown as {
        rows: { found: boolean }[];
      }
    ).rows[0]!.found;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'academy-template-'));
    templates = path.join(scratch, 'templates');
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it('is made, migrated, by the first new database (which keeps the other files of its folder), replacing outdated ones', async () => {
    // A template of another PGlite version or of older migrations.
    await mkdir(path.join(templates, 'pglite-0.0.1-0123456789abcdef'), { recursive: true });
    const dataDir = await newDataFolder();
    const database = await open(dataDir);
    expect(await tableExists(database, 'public.profiles')).toBe(true);
    await database.close();
    expect(await templateFolders()).toEqual([expect.stringMatching(/^pglite-[\d.]+-[0-9a-f]{16}$/)]);
    expect(await readdir(dataDir)).toEqual(expect.arrayContaining(['media', 'PG_VERSION']));
  }, 60_000);

  it('is what the next new database copies, and a database opened as it is never does', async () => {
    // The template now says where a database came from.
    const [name] = await templateFolders();
    const template = await PGlite.create(path.join(templates, name!));
    await template.exec(`create table template_marker (note text)`);
    await template.close();

    const copied = await open(await newDataFolder());
    expect(await tableExists(copied, 'public.template_marker')).toBe(true);
    await copied.close();

    const asItIs = await open(await newDataFolder(), false);
    expect(await tableExists(asItIs, 'public.template_marker')).toBe(false);
    expect(await tableExists(asItIs, 'public.profiles')).toBe(false);
    await asItIs.close();
  }, 60_000);

  it('that cannot be opened is dropped, and the new database starts without it', async () => {
    const [name] = await templateFolders();
    await writeFile(path.join(templates, name!, 'PG_VERSION'), 'not a version\n');
    const dataDir = await newDataFolder();

    const database = await open(dataDir);
    expect(await tableExists(database, 'public.profiles')).toBe(true);
    expect(await tableExists(database, 'public.template_marker')).toBe(false);
    await database.close();
    expect(await readdir(dataDir)).toContain('media');
    expect(existsSync(path.join(templates, name!))).toBe(false);
  }, 60_000);

  describe('for a database in memory', () => {
    const inMemory = (migrate = true) =>
      openDatabase({ kind: 'pglite', templateFolder: templates }, { migrate });
    const archiveFiles = async () =>
      (await readdir(templates)).filter((name) => name.endsWith('.tar')).sort();

    it('is the archive the template was made from, migrated or as initdb leaves it', async () => {
      // Made with the first template above.
      const files = await archiveFiles();
      expect(files).toEqual([
        expect.stringMatching(/^pglite-[\d.]+-[0-9a-f]{16}\.tar$/),
        expect.stringMatching(/^pglite-[\d.]+-initdb\.tar$/),
      ]);
      // The migrated archive now says where a database came from.
      const migrated = path.join(templates, files[0]!);
      const marked = await PGlite.create({ loadDataDir: new Blob([await readFile(migrated)]) });
      await marked.exec(`create table archive_marker (note text)`);
      await writeFile(migrated, new Uint8Array(await (await marked.dumpDataDir('none')).arrayBuffer()));
      await marked.close();

      const loaded = await inMemory();
      expect(await tableExists(loaded, 'public.profiles')).toBe(true);
      expect(await tableExists(loaded, 'public.archive_marker')).toBe(true);
      await loaded.close();
      const asItIs = await inMemory(false);
      expect(await tableExists(asItIs, 'public.profiles')).toBe(false);
      expect(await tableExists(asItIs, 'public.archive_marker')).toBe(false);
      await asItIs.close();
    }, 60_000);

    it('that cannot be loaded is made again from the initdb archive', async () => {
      const [migrated] = await archiveFiles();
      await writeFile(path.join(templates, migrated!), 'not an archive');

      const database = await inMemory();
      expect(await tableExists(database, 'public.profiles')).toBe(true);
      expect(await tableExists(database, 'public.archive_marker')).toBe(false);
      await database.close();
      expect((await stat(path.join(templates, migrated!))).size).toBeGreaterThan(1_000_000);
    }, 60_000);
  });
});
