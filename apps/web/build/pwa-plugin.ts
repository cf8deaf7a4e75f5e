import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** Modules the app opens lazily only for staff: the console's routes and its translations. */
const staffEntry = /[\\/]app[\\/]routes[\\/]staff[\\/]|[\\/]locales[\\/][^\\/]+[\\/]staff[^\\/]*\.json$/;

/**
 * The files a learner may ever load: everything the entry reaches through its imports, except
 * the lazy staff entries (and what only they reach). Decided on the chunk graph, not on module
 * paths: the bundler also puts shared modules used only by staff (e.g. the contract's staff
 * schemas) in staff chunks, and a staff module a learner page imports makes its chunk a learner's.
 */
function learnerFiles(bundle: OutputBundle): Set<string> {
  const chunks = new Map(
    Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])),
  );
  const reached = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || reached.has(fileName)) return;
    reached.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) reached.add(css);
    for (const next of chunk.imports) visit(next);
    for (const next of chunk.dynamicImports) {
      const lazy = chunks.get(next);
      if (!lazy?.facadeModuleId || !staffEntry.test(lazy.facadeModuleId)) visit(next);
    }
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  return reached;
}

/**
 * The files of dist/sw.js, one after the other: the shell's cache, Web Push (decision 0155) and
 * offline study's Background Sync (decision 0156).
 */
const workerParts = ['./service-worker.js', './push-worker.js', './service-worker-offline.js'];

/**
 * Writes dist/sw.js (decision 0043): the service worker with its precache list, every file of
 * the build (hashed scripts, styles and translations, so the shell opens offline), the manifest
 * and the icons; the staff console's files are left out, so a learner's phone never downloads
 * them. The worker's code is `workerParts` joined.
 */
export function pwaPlugin(publicFiles: string[]): Plugin {
  return {
    name: 'academy-pwa',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const learners = learnerFiles(bundle);
      // Styles belong to the chunks that import them; other assets are everyone's.
      const chunkStyles = new Set(
        Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' ? [...(item.viteMetadata?.importedCss ?? [])] : [],
        ),
      );
      const built = Object.values(bundle)
        .filter((item) => item.fileName !== 'index.html')
        .filter(
          (item) => learners.has(item.fileName) || (item.type === 'asset' && !chunkStyles.has(item.fileName)),
        )
        .map((item) => `/${item.fileName}`);
      const precache = [...publicFiles, ...built].sort();
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const source = workerParts
        .map((part) => readFileSync(new URL(part, import.meta.url), 'utf8'))
        .join('\n')
        .replace('self.__PRECACHE__', JSON.stringify(precache))
        .replace('self.__VERSION__', JSON.stringify(version));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
