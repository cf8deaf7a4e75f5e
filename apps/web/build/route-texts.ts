import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The translation namespaces a screen's code uses, found in its source: `useTranslation('x')`,
 * `useTranslation(['x', 'y'])`, a key `t('x:…')` and an option `ns: 'x'`, in the file and in every
 * file it imports statically (relative imports; not types, and what loads later, `import()`, loads its own).
 */
const staticImport =
  /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^;]*?\sfrom\s+'(\.[^']+)'|(?:^|\n)\s*import\s+'(\.[^']+)'/g;
const namespaceUse = /useTranslation\(\s*(?:'([a-z-]+)'|\[([^\]]*)\])|\bt\('([a-z-]+):|\bns:\s*'([a-z-]+)'/g;
const quoted = /'([a-z-]+)'/g;
/** Comments, which name namespaces in examples (`// t('auth:verify.done')`); not `://` in a URL. */
const comment = /\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm;

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts'), base].find(
    (file) => /\.tsx?$/.test(file) && existsSync(file),
  );
}

/** The namespaces `entry` and what it imports statically use, sorted. */
export function namespacesOf(entry: string) {
  const namespaces = new Set<string>();
  const seen = new Set<string>();
  const files = [entry];
  for (let file = files.pop(); file !== undefined; file = files.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8').replace(comment, '$1');
    for (const [, from, bare] of source.matchAll(staticImport)) {
      const imported = resolveImport(file, (from ?? bare) as string);
      if (imported) files.push(imported);
    }
    for (const [, one, list, key, option] of source.matchAll(namespaceUse)) {
      for (const name of [one, key, option]) if (name) namespaces.add(name);
      if (list) for (const [, name] of list.matchAll(quoted)) namespaces.add(name as string);
    }
  }
  return [...namespaces].sort();
}

/** `screen(import('./routes/x'))` in the router, the form this plugin completes. */
const screenCall = /screen\(import\('(\.\/routes\/[^']+)'\)\)/g;

/**
 * Completes each `screen(import('./routes/x'))` of `src/app/router.tsx` with the namespaces the
 * screen's code uses (decision 0172), so a route fetches its texts together with its code instead
 * of one namespace after another as its components suspend. `alwaysLoaded` (the namespaces
 * i18next starts with) are left out. Without this plugin (the server's build, unit tests) a screen
 * loads its texts as its components ask for them, as before.
 */
export function routeTextsPlugin(alwaysLoaded: readonly string[]): Plugin {
  return {
    name: 'academy-route-texts',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/src/app/router.tsx')) return null;
      return code.replace(screenCall, (_call, specifier: string) => {
        const file = resolveImport(id, specifier);
        if (!file) throw new Error(`route-texts: ${specifier} not found from ${id}`);
        const texts = namespacesOf(file).filter((name) => !alwaysLoaded.includes(name));
        return `screen(import('${specifier}'), ${JSON.stringify(texts)})`;
      });
    },
  };
}
