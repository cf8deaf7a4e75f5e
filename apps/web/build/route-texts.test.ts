import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { namespacesOf, routeTextsPlugin } from './route-texts';

/** Writes `files` (path → source) under a new folder; answers the folder. */
function sources(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'route-texts-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe('the namespaces a screen uses', () => {
  it('follows static imports, not types, comments, URLs or code loaded later', () => {
    const root = sources({
      'routes/page.tsx': [
        "import { Card } from '../components/card';",
        "import type { Row } from '../components/row';",
        "export { helper } from '../lib/helper';",
        "import '../lib/side-effect';",
        "const Later = lazy(() => import('../components/later'));",
        "// t('auth:verify.done') in a comment",
        "const site = 'https://example.com'; // useTranslation('legal')",
        "export function Component() { const { t } = useTranslation('classes'); return t('meetings:title'); }",
      ].join('\n'),
      'components/card/index.tsx': "import { x } from './x';\nuseTranslation(['staff', 'staff-reports']);",
      'components/card/x.ts': "export const x = { ns: 'validation' };",
      'components/row.ts': "/* useTranslation('seo') */ t('profiles:name');",
      'components/later.tsx': "useTranslation('exams');",
      'lib/helper.ts': "import { card } from '../components/card';\nexport const helper = card;",
      'lib/side-effect.ts': "useTranslation('offline');",
    });
    expect(namespacesOf(path.join(root, 'routes/page.tsx'))).toEqual([
      'classes',
      'meetings',
      'offline',
      'staff',
      'staff-reports',
      'validation',
    ]);
  });
});

describe("the router's screens", () => {
  const router = fileURLToPath(new URL('../src/app/router.tsx', import.meta.url));
  const plugin = routeTextsPlugin(['common', 'validation']);
  const transform = (code: string) =>
    (plugin.transform as (code: string, id: string) => string | null).call({}, code, router);
  const built = transform(readFileSync(router, 'utf8')) ?? '';

  it("each load their screen's namespaces with their code", () => {
    expect(built).toContain(
      `screen(import('./routes/dashboard/home'), ["classes","dashboard","meetings","offline"])`,
    );
    expect(built).toContain(
      `screen(import('./routes/dashboard/layout'), ["notifications","offline","profiles","session"])`,
    );
    expect(built).toContain(`screen(import('./routes/login'), ["auth"])`);
    expect(built).not.toMatch(/screen\(import\('[^']+'\)\)/);
  });

  it('refuses a screen whose module is not there', () => {
    expect(() => transform("screen(import('./routes/nowhere'))")).toThrow(/nowhere/);
  });
});
