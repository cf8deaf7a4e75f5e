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

/** The page every screen the server does not render is answered with (decision 0176). */
const appShellFileName = 'app-shell.html';

/**
 * The app shell: index.html with the app's start asked for in its head, scripts as module
 * preloads and styles as stylesheets, as Vite's preload helper would add them once the boot runs.
 * The browser fetches them while it reads the page, and the helper, finding them, adds nothing.
 */
export function withAppStart(html: string, files: readonly string[]): string {
  const links = files
    .map((href) =>
      href.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="${href}">`
        : `<link rel="modulepreload" crossorigin href="${href}">`,
    )
    .join('\n');
  if (!html.includes('</head>')) throw new Error('index.html has no </head> for the app shell');
  return html.replace('</head>', `${links}\n</head>`);
}

/**
 * The app's start, its files (the chunk of `src/main.tsx`, what it imports, and their styles):
 * - listed in index.html, for the page's boot script to fetch while the browser is idle (decision
 *   0128); a JSON element, not preload links, which would compete with the page's first paint;
 * - asked for in the head of `app-shell.html`, the page of every screen the server does not
 *   render, where the app starts at once (decision 0176);
 * - marked for V8 to compile whole on a background thread (decision 0129): nearly every function
 *   in them runs as the app starts (React, the router, the query client, i18next, Mantine's core).
 */
export function appModulesPlugin(): Plugin {
  let base = '/';
  const startFiles = (bundle: OutputBundle) => {
    const scripts = moduleGraph(bundle, mainChunk(bundle));
    return [...scripts, ...stylesheets(bundle, scripts)].map((fileName) => `${base}${fileName}`);
  };
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
        // After the service worker's list is made (pwa-plugin): the shell is not precached, the
        // worker answers a navigation offline with index.html.
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('the build has no index.html for the app shell');
        this.emitFile({
          type: 'asset',
          fileName: appShellFileName,
          source: withAppStart(String(index.source), startFiles(bundle)),
        });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const files = startFiles(bundle);
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
