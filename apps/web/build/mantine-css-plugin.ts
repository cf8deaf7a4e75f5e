import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** A Mantine component's class map, e.g. `@mantine/core/esm/components/Button/Button.module.mjs`. */
const componentModule = /@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

/**
 * Fails the build when the client bundles a Mantine component whose stylesheet none of
 * `stylesheets` imports (the app's subset of Mantine's styles, decision 0053: the public pages'
 * first screen's and the running app's, decision 0154), so a component added later cannot render
 * unstyled.
 */
export function mantineCssPlugin(stylesheets: URL[]): Plugin {
  return {
    name: 'academy-mantine-css',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imported = stylesheets.map((stylesheet) => readFileSync(stylesheet, 'utf8')).join('\n');
      const missing = new Set<string>();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        for (const id of Object.keys(file.modules)) {
          const name = componentModule.exec(id)?.[1];
          if (name && !imported.includes(`@mantine/core/styles/${name}.css'`)) missing.add(name);
        }
      }
      if (missing.size > 0) {
        this.error(
          `src/styles/mantine.css and mantine-app.css lack the styles of Mantine components the app uses: ${[
            ...missing,
          ]
            .map((name) => `@import '@mantine/core/styles/${name}.css';`)
            .join(' ')}`,
        );
      }
    },
  };
}
