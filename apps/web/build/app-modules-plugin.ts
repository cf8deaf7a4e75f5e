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

/** The chunk of `src/main.tsx`, the app's start. */
function mainChunk(bundle: OutputBundle): OutputChunk {
  const main = Object.values(bundle).find(
    (file): file is OutputChunk =>
      file.type === 'chunk' && /[\\/]src[\\/]main\.tsx$/.test(file.facadeModuleId ?? ''),
  );
  if (!main) throw new Error('the build has no chunk for src/main.tsx');
  return main;
}

/**
 * V8's explicit compile hint (Chromium 136 on): a file that starts with this comment has every
 * function compiled while the file streams in, on a background thread, instead of each one on
 * the main thread the first time it is called.
 */
const compileHint = '//# allFunctionsCalledOnLoad\n';

/**
 * The app's start, its script files (the chunk of `src/main.tsx` and what it imports):
 * - listed in index.html, for the page's boot script to fetch while the browser is idle (decision
 *   0128); a JSON element, not preload links, which would compete with the page's first paint;
 * - marked for V8 to compile whole on a background thread (decision 0129): nearly every function
 *   in them runs as the app starts (React, the router, the query client, i18next, Mantine's core).
 */
export function appModulesPlugin(): Plugin {
  let base = '/';
  return {
    name: 'academy-app-modules',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      // After Vite's own rewriting of the chunks: the hint must be the file's first line.
      order: 'post',
      handler(_options, bundle) {
        for (const fileName of moduleGraph(bundle, mainChunk(bundle), '')) {
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.code = `${compileHint}${chunk.code}`;
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const main = mainChunk(bundle);
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
