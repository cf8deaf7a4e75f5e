import { spawnSync } from 'node:child_process';
import { appendFile, cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The dependency rules of `npm run lint` (decision 0130): a scratch copy of the source with one
 * import breaking each rule fails them, and the real tree passes.
 */
const repo = path.resolve(import.meta.dirname, '../../..');
const checker = path.join(repo, 'scripts/check-dependencies.mjs');
const copied = ['apps/api/src', 'apps/web/src'];
const shared = ['.dependency-cruiser.cjs'];

interface Violation {
  rule: { name: string; severity: string };
  from: string;
  to: string;
}

function cruise(cwd: string, ...flags: string[]): Violation[] {
  const run = spawnSync(process.execPath, [checker, '--cwd', cwd, '--json', ...flags], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (!run.stdout) throw new Error(run.stderr);
  return (JSON.parse(run.stdout) as { violations: Violation[] }).violations;
}

const api = 'apps/api/src';
const web = 'apps/web/src/features';
/** One import per rule, each from a file the real tree has (or a new one beside them). */
const breaks: { rule: string; file: string; line: string; from: string; to: string }[] = [
  {
    rule: 'floor-imports-no-layer-above',
    file: `${api}/lib/app-error.ts`,
    line: "import '../services/exams/exam-rows';",
    from: `${api}/lib/app-error.ts`,
    to: `${api}/services/exams/exam-rows.ts`,
  },
  {
    rule: 'floor-imports-no-layer-above',
    file: `${api}/db/schema/outbox.ts`,
    line: "import '../../plugins/app/staff-gate';",
    from: `${api}/db/schema/outbox.ts`,
    to: `${api}/plugins/app/staff-gate.ts`,
  },
  {
    rule: 'floor-imports-no-layer-above',
    file: `${api}/config/private-folders.ts`,
    line: "import '../routes/faq/index';",
    from: `${api}/config/private-folders.ts`,
    to: `${api}/routes/faq/index.ts`,
  },
  {
    rule: 'config-imports-no-db',
    file: `${api}/config/settings.ts`,
    line: "import '../db/schema/index';",
    from: `${api}/config/settings.ts`,
    to: `${api}/db/schema/index.ts`,
  },
  {
    rule: 'services-import-no-route',
    file: `${api}/services/messages/message-text.ts`,
    line: "import '../../routes/faq/index';",
    from: `${api}/services/messages/message-text.ts`,
    to: `${api}/routes/faq/index.ts`,
  },
  {
    rule: 'demo-only-from-start-up-and-tests',
    file: `${api}/routes/links/index.ts`,
    line: "import '../../demo/seed-demo';",
    from: `${api}/routes/links/index.ts`,
    to: `${api}/demo/seed-demo.ts`,
  },
  {
    rule: 'domain-through-its-index',
    file: `${api}/services/payments/payment-items.ts`,
    line: "import '../exams/exam-rows';",
    from: `${api}/services/payments/payment-items.ts`,
    to: `${api}/services/exams/exam-rows.ts`,
  },
  {
    rule: 'domain-through-its-index',
    file: `${api}/routes/faq/index.ts`,
    line: "import '../../services/exams/exam-rows';",
    from: `${api}/routes/faq/index.ts`,
    to: `${api}/services/exams/exam-rows.ts`,
  },
  {
    rule: 'no-module-cycle',
    file: `${api}/lib/cycle-a.ts`,
    line: "import './cycle-b';",
    from: `${api}/lib/cycle-a.ts`,
    to: `${api}/lib/cycle-b.ts`,
  },
  {
    rule: 'no-folder-circle',
    file: `${api}/services/audit/audit-log.ts`,
    line: "import '../catalogue/index';",
    from: `${api}/services/audit`,
    to: `${api}/services/catalogue`,
  },
  {
    rule: 'no-folder-circle',
    file: `${api}/routes/faq/index.ts`,
    line: "import '../links/index';",
    from: `${api}/routes/faq`,
    to: `${api}/routes/links`,
  },
  {
    rule: 'no-folder-circle',
    file: `${web}/home/components/home-hero.tsx`,
    line: "import '../../legal/components/legal-document';",
    from: `${web}/home`,
    to: `${web}/legal`,
  },
];
/** The other half of each circle above (catalogue already uses the audit log). */
const closings: { file: string; line: string }[] = [
  { file: `${api}/lib/cycle-b.ts`, line: "import './cycle-a';" },
  { file: `${api}/routes/links/index.ts`, line: "import '../faq/index';" },
  { file: `${web}/legal/components/legal-document.tsx`, line: "import '../../home/components/home-hero';" },
];

let scratch = '';
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'academy-dependency-rules-'));
  for (const item of [...copied, ...shared]) {
    await cp(path.join(repo, item), path.join(scratch, item), { recursive: true });
  }
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('dependency rules (npm run lint)', () => {
  it('pass on the real tree', () => {
    expect(cruise(repo).filter((violation) => violation.rule.severity === 'error')).toEqual([]);
  }, 120_000);

  it('fail on an import breaking any of them', async () => {
    for (const { file, line } of [...breaks, ...closings]) {
      const target = path.join(scratch, file);
      await mkdir(path.dirname(target), { recursive: true });
      await appendFile(target, `\n${line}\n`);
    }
    const violations = cruise(scratch, '--no-cache');
    for (const { rule, from, to } of breaks) {
      expect(
        violations.filter((violation) => violation.rule.name === rule && violation.from === from),
        rule,
      ).toContainEqual(expect.objectContaining({ to }));
    }
    expect(violations.filter((violation) => violation.rule.severity === 'error').length).toBeGreaterThan(0);
  }, 120_000);
});
