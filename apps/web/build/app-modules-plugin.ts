import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The element of index.html that lists the app's script files for `src/boot.ts`. */
export const appModulesElementId = 'app-modules';

/** `entry`'s chunk and every chunk it imports statically, but the page's own entry, as URLs. */
function moduleGraph(bundle: OutputBundle, entry: OutputChunk, base: string): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(entry.fileName);
  return [...seen]
    .filter((fileName) => !(bundle[fileName] as OutputChunk | undefined)?.isEntry)
    .map((fileName) => `${base}${fileName}`);
}

/**
 * Lists in index.html the script files the app needs to start (the chunk of `src/main.tsx` and
 * what it imports), which the page's boot script fetches while the browser is idle (decision
 * 0128). A JSON element, not preload links: those would compete with the page's first paint.
 */
export function appModulesPlugin(): Plugin {
  let base = '/';
  return {
    name: 'academy-app-modules',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const main = Object.values(bundle).find(
          (file): file is OutputChunk =>
            file.type === 'chunk' && /[\\/]src[\\/]main\.tsx$/.test(file.facadeModuleId ?? ''),
        );
        if (!main) throw new Error('the build has no chunk for src/main.tsx');
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: appModulesElementId },
            children: JSON.stringify(moduleGraph(bundle, main, base)),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
