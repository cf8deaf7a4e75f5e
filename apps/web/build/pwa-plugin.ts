import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** Chunks of the staff console: never precached, so a learner's phone never downloads them. */
const staffOnly = /[\\/]staff[\\/]/;

/**
 * Writes dist/sw.js (decision 0043): the service worker with its precache list, every file of
 * the build (hashed scripts, styles and translations, so the shell opens offline), the manifest
 * and the icons; chunks made only of staff-console modules are left out.
 */
export function pwaPlugin(publicFiles: string[]): Plugin {
  return {
    name: 'academy-pwa',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const built = Object.values(bundle)
        .filter((item) => item.fileName !== 'index.html')
        .filter((item) => item.type !== 'chunk' || !item.moduleIds.every((id) => staffOnly.test(id)))
        .map((item) => `/${item.fileName}`);
      const precache = [...publicFiles, ...built].sort();
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8')
        .replace('self.__PRECACHE__', JSON.stringify(precache))
        .replace('self.__VERSION__', JSON.stringify(version));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
