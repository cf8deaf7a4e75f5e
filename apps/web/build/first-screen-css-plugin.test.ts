import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firstScreenCssPlugin, importedCssModules } from './first-screen-css-plugin';

describe('the first screen’s CSS modules', () => {
  it('are the CSS modules a stylesheet list imports for their side effect, as absolute paths', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'first-screen-'));
    writeFileSync(
      path.join(folder, 'styles.ts'),
      [
        "import '../styles/mantine.css';",
        "import '@mantine/carousel/styles.css';",
        "import '../features/home/components/home-carousel.module.css';",
        "// import '../features/old/gone.module.css';",
        "import classes from './used.module.css';",
        "import './beside.module.css';",
      ].join('\n'),
    );
    expect([...importedCssModules(path.join(folder, 'styles.ts'))]).toEqual([
      path.join(path.dirname(folder), 'features/home/components/home-carousel.module.css'),
      path.join(folder, 'beside.module.css'),
    ]);
  });

  it('of the app include the class cards and the home page’s carousel', () => {
    const list = fileURLToPath(new URL('../src/app/styles.ts', import.meta.url));
    const names = [...importedCssModules(list)].map((file) => path.basename(file));
    expect(names).toEqual(
      expect.arrayContaining([
        'home-carousel.module.css',
        'class-card.module.css',
        'class-state-badge.module.css',
      ]),
    );
  });

  it('are kept whole by the build, and no other module is touched', () => {
    const list = new URL('../src/app/styles.ts', import.meta.url);
    const plugin = firstScreenCssPlugin(list);
    const context = { addWatchFile: () => undefined };
    (plugin.buildStart as unknown as (this: typeof context) => void).call(context);
    const transform = plugin.transform as unknown as (code: string, id: string) => unknown;
    const card = fileURLToPath(
      new URL('../src/features/classes/components/class-card.module.css', import.meta.url),
    );
    expect(transform('export default {}', card)).toEqual({
      code: 'export default {}',
      map: null,
      moduleSideEffects: 'no-treeshake',
    });
    expect(transform('export default {}', `${card}?used`)).toMatchObject({
      moduleSideEffects: 'no-treeshake',
    });
    const other = card.replace('class-card', 'elsewhere');
    expect(transform('export default {}', other)).toBeNull();
  });
});
