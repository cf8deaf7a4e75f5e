import { createHash } from 'node:crypto';
import { constants, cpSync, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
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
 * the first new database on a machine makes it. A database in memory (the tests') runs initdb.
 */
export const defaultTemplateFolder = path.resolve(apiRoot, '../../node_modules/.cache/academy');

let templateName: Promise<string> | undefined;

/** `pglite-<version>-<hash of the committed migrations>`. */
function nameOfTemplate(): Promise<string> {
  templateName ??= (async () => {
    const hash = createHash('sha256');
    const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const pglitePackage = path.join(pgliteEntry.slice(0, pgliteEntry.lastIndexOf('/dist/')), 'package.json');
    const { version } = JSON.parse(await readFile(pglitePackage, 'utf8')) as { version: string };
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
    return `pglite-${version}-${hash.digest('hex').slice(0, 16)}`;
  })();
  return templateName;
}

/** Whether `dataDir` holds no database yet. */
export const isNewDatabase = (dataDir: string) => !existsSync(path.join(dataDir, 'PG_VERSION'));

/**
 * The template in `folder`, made now if it is not there: initdb in a folder of its own, `migrate`
 * (the committed migrations), a clean close, then a rename, so no reader ever sees half of one.
 * Undefined when it cannot be made (a folder that cannot be written): the caller runs initdb.
 */
async function templateIn(
  folder: string,
  migrate: (client: PGlite) => Promise<void>,
): Promise<string | undefined> {
  const template = path.join(folder, await nameOfTemplate());
  if (existsSync(path.join(template, 'PG_VERSION'))) return template;
  let scratch: string | undefined;
  try {
    await mkdir(folder, { recursive: true });
    scratch = await mkdtemp(`${template}.partial-`);
    const client = await PGlite.create(scratch);
    await migrate(client);
    await client.close();
    await rename(scratch, template);
    await removeOutdated(folder, template);
    return template;
  } catch {
    // Another process made it first (its rename won), or the folder cannot be written.
    if (scratch) await rm(scratch, { recursive: true, force: true });
    return existsSync(path.join(template, 'PG_VERSION')) ? template : undefined;
  }
}

/**
 * Removes the templates of other PGlite versions or migrations (about 40 MB each), not the scratch
 * folders of templates being made. A process of older code copying one then falls back to initdb.
 */
async function removeOutdated(folder: string, template: string) {
  const outdated = (await readdir(folder)).filter(
    (name) => name.startsWith('pglite-') && !name.includes('.partial-') && name !== path.basename(template),
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
  migrate: (client: PGlite) => Promise<void>,
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
