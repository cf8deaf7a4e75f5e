import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The element of index.html that lists the app's files (scripts, then styles) for `src/boot.ts`. */
export const appModulesElementId = 'app-modules';

/** `entry`'s chunk and every chunk it imports statically, but the page's own entry, as file names. */
function moduleGraph(bundle: OutputBundle, entry: OutputChunk): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(entry.fileName);
  return [...seen].filter((fileName) => !(bundle[fileName] as OutputChunk | undefined)?.isEntry);
}

/** The stylesheets the chunks `fileNames` load with them (the app's own, decision 0154). */
function stylesheets(bundle: OutputBundle, fileNames: string[]): string[] {
  const css = fileNames.flatMap((fileName) => {
    const chunk = bundle[fileName];
    return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
  });
  return [...new Set(css)];
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
 * The app's start, its files (the chunk of `src/main.tsx`, what it imports, and their styles):
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
        for (const fileName of moduleGraph(bundle, mainChunk(bundle))) {
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
        const scripts = moduleGraph(bundle, mainChunk(bundle));
        const files = [...scripts, ...stylesheets(bundle, scripts)].map((fileName) => `${base}${fileName}`);
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: appModulesElementId },
            children: JSON.stringify(files),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
