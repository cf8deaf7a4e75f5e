import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The CSS modules a stylesheet list (`src/app/styles.ts`) imports for its side effect, as files. */
export function importedCssModules(listFile: string): Set<string> {
  const source = readFileSync(listFile, 'utf8');
  const folder = path.dirname(listFile);
  return new Set(
    [...source.matchAll(/^import '(\.[^']+\.module\.css)';$/gm)].map(([, relative]) =>
      path.resolve(folder, relative!),
    ),
  );
}

/**
 * Keeps the CSS modules of the first screen's stylesheet list in the page's initial CSS
 * (decision 0181). Vite marks a CSS module free of side effects, so `import './x.module.css'`
 * without using its classes is dropped from the boot script, and the module's rules went with the
 * first screen that used its classes: a file loaded with the app, not with the page, so a
 * server-rendered page showed the carousel's dots and the class cards unstyled until the app
 * started. This marks those modules as having side effects, which keeps them where the boot
 * imports them.
 */
export function firstScreenCssPlugin(listFile: URL): Plugin {
  const file = fileURLToPath(listFile);
  let modules = new Set<string>();
  return {
    name: 'academy-first-screen-css',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      modules = importedCssModules(file);
      this.addWatchFile(file);
    },
    transform(code, id) {
      if (!modules.has(id.split('?')[0]!)) return null;
      return { code, map: null, moduleSideEffects: 'no-treeshake' };
    },
  };
}
