import { createHash, randomUUID } from 'node:crypto';
import { constants, cpSync, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { apiRoot, migrationsFolder } from '../paths';

/**
 * A new embedded database in a data folder starts as a copy of a template (decision 0112): the
 * data folder of a database initialised and migrated with the committed migrations, then closed.
 * PGlite's initdb is most of a first start (about 8 s of 13 on a 2-core machine); copying the
 * template and opening it takes about 2 s. The template's name holds PGlite's version and a hash
 * of the committed migrations, so an upgrade or a new migration makes (and then uses) a new one;
 * the first new database on a machine makes it. A database in memory (the API tests', a restore's
 * check) loads PGlite's own archive of a migrated data folder instead, the archive the template is
 * made from; so a machine runs initdb and the migrations once (decision 0126).
 */
export const defaultTemplateFolder = path.resolve(apiRoot, '../../node_modules/.cache/academy');

/** Brings a new database's schema up to date (the committed migrations). */
type Migrate = (client: PGlite) => Promise<void>;

let templateName: Promise<string> | undefined;

/** The installed PGlite's version (its data folders are made by its initdb). */
async function pgliteVersion(): Promise<string> {
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = path.join(pgliteEntry.slice(0, pgliteEntry.lastIndexOf('/dist/')), 'package.json');
  return (JSON.parse(await readFile(pglitePackage, 'utf8')) as { version: string }).version;
}

/** `pglite-<version>-<hash of the committed migrations>`. */
function nameOfTemplate(): Promise<string> {
  templateName ??= (async () => {
    const hash = createHash('sha256');
    const files = (await readdir(migrationsFolder, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(migrationsFolder, path.join(entry.parentPath, entry.name)))
      .sort();
    for (const file of files) {
      hash
        .update(file)
        .update('\0')
        .update(await readFile(path.join(migrationsFolder, file)))
        .update('\0');
    }
    return `pglite-${await pgliteVersion()}-${hash.digest('hex').slice(0, 16)}`;
  })();
  return templateName;
}

let names: Promise<[template: string, migrated: string, initdb: string]> | undefined;

/** The names in a templates folder that are current: the template and both archives. */
function currentNames() {
  names ??= (async () => {
    const template = await nameOfTemplate();
    return [template, `${template}.tar`, `pglite-${await pgliteVersion()}-initdb.tar`] as [
      string,
      string,
      string,
    ];
  })();
  return names;
}

/** Whether `dataDir` holds no database yet. */
export const isNewDatabase = (dataDir: string) => !existsSync(path.join(dataDir, 'PG_VERSION'));

/**
 * The template in `folder`, made now if it is not there: the migrated archive (below) loaded into
 * a folder of its own (2.9 s of processor, where initdb and the migrations take about 10 s), a
 * clean close, then a rename, so no reader ever sees half of one. Undefined when it cannot be made
 * (a folder that cannot be written): the caller runs initdb.
 */
async function templateIn(folder: string, migrate: Migrate): Promise<string | undefined> {
  const template = path.join(folder, await nameOfTemplate());
  if (existsSync(path.join(template, 'PG_VERSION'))) return template;
  let scratch: string | undefined;
  try {
    await mkdir(folder, { recursive: true });
    scratch = await mkdtemp(`${template}.partial-`);
    const client = await PGlite.create({ dataDir: scratch, loadDataDir: await archiveIn(folder, migrate) });
    await client.close();
    await rename(scratch, template);
    await removeOutdated(folder);
    return template;
  } catch {
    // Another process made it first (its rename won), or the folder cannot be written.
    if (scratch) await rm(scratch, { recursive: true, force: true });
    return existsSync(path.join(template, 'PG_VERSION')) ? template : undefined;
  }
}

/**
 * Removes the templates and archives of other PGlite versions or migrations (about 40 MB each),
 * not the scratch files of ones being made. A process of older code copying one then falls back
 * to initdb.
 */
async function removeOutdated(folder: string) {
  const current = new Set(await currentNames());
  const outdated = (await readdir(folder)).filter(
    (name) => name.startsWith('pglite-') && !name.includes('.partial-') && !current.has(name),
  );
  await Promise.all(outdated.map((name) => rm(path.join(folder, name), { recursive: true, force: true })));
}

/**
 * Opens the new database of `dataDir` as a copy of the template in `folder` (made first if
 * needed), or undefined when that fails: then what the copy had put in `dataDir` is removed, the
 * template too, and the caller runs initdb. Other files in `dataDir` (media) are left alone.
 */
export async function openFromTemplate(
  folder: string,
  dataDir: string,
  migrate: Migrate,
): Promise<PGlite | undefined> {
  const template = await templateIn(folder, migrate);
  if (!template) return undefined;
  const before = new Set(await readdir(dataDir));
  try {
    // In one go: the asynchronous copy, a thousand files one after the other through the thread
    // pool, took 1.7 s where this takes 0.7 s (nothing else runs yet at start-up). A file system
    // that can share the blocks until they change (copy on write) does.
    cpSync(template, dataDir, { recursive: true, mode: constants.COPYFILE_FICLONE });
    return await PGlite.create(dataDir);
  } catch {
    await rm(template, { recursive: true, force: true });
    const copied = (await readdir(dataDir)).filter((entry) => !before.has(entry));
    await Promise.all(copied.map((entry) => rm(path.join(dataDir, entry), { recursive: true, force: true })));
    return undefined;
  }
}

/** Where the archive in `folder` of a new database is: migrated, or as initdb leaves it. */
async function archiveFile(folder: string, migrate?: Migrate): Promise<string> {
  const [, migrated, initdb] = await currentNames();
  return path.join(folder, migrate ? migrated : initdb);
}

/**
 * The archive in `folder` (PGlite's `dumpDataDir`, uncompressed) of a new database: migrated with
 * `migrate`, or as initdb leaves it when `migrate` is undefined. Made now if it is not there (the
 * migrated one from the initdb one, that one by initdb), written beside and renamed into place; a
 * folder that cannot be written still gives the archive just made.
 */
async function archiveIn(folder: string, migrate?: Migrate): Promise<Blob> {
  const file = await archiveFile(folder, migrate);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not made yet: made below.
  }
  const client = migrate ? await loadArchive(folder) : await PGlite.create();
  if (migrate) await migrate(client);
  const archive = await client.dumpDataDir('none');
  await client.close();
  const scratch = `${file}.partial-${randomUUID()}`;
  try {
    await mkdir(folder, { recursive: true });
    await writeFile(scratch, new Uint8Array(await archive.arrayBuffer()));
    await rename(scratch, file);
    await removeOutdated(folder);
  } catch {
    await rm(scratch, { force: true });
  }
  return archive;
}

/**
 * A new database in memory loaded from the archive in `folder`; one that cannot be loaded is
 * removed and made again, once.
 */
async function loadArchive(folder: string, migrate?: Migrate): Promise<PGlite> {
  try {
    return await PGlite.create({ loadDataDir: await archiveIn(folder, migrate) });
  } catch {
    await rm(await archiveFile(folder, migrate), { force: true });
    return PGlite.create({ loadDataDir: await archiveIn(folder, migrate) });
  }
}

/**
 * Opens a new database in memory from the archive in `folder` (made first if needed): migrated
 * with `migrate`, or as initdb leaves it. Loading one takes about 1.1 s of processor where initdb
 * takes 8.6 s. Undefined when no archive can be made or loaded: the caller runs initdb.
 */
export async function openFromArchive(folder: string, migrate?: Migrate): Promise<PGlite | undefined> {
  try {
    return await loadArchive(folder, migrate);
  } catch {
    return undefined;
  }
}
