import type { ChunkingContext, ModuleInfo } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { learnerChunk } from './learner-chunk';

const src = (file: string) => `/repo/apps/web/src/${file}`;
const contract = (file: string) => `/repo/packages/contract/src/${file}`;

/** A module graph: each module's static imports and lazy imports (a library imports nothing). */
function graph(modules: Record<string, { imports?: string[]; lazy?: string[] }>): ChunkingContext {
  const importers = new Map<string, string[]>();
  const dynamicImporters = new Map<string, string[]>();
  const add = (to: Map<string, string[]>, target: string, from: string) =>
    to.set(target, [...(to.get(target) ?? []), from]);
  for (const [id, { imports = [], lazy = [] }] of Object.entries(modules)) {
    for (const target of imports) add(importers, target, id);
    for (const target of lazy) add(dynamicImporters, target, id);
  }
  const known = new Set([...Object.keys(modules), ...importers.keys(), ...dynamicImporters.keys()]);
  return {
    getModuleInfo: (id) =>
      known.has(id)
        ? ({
            importedIds: modules[id]?.imports ?? [],
            dynamicallyImportedIds: modules[id]?.lazy ?? [],
            importers: importers.get(id) ?? [],
            dynamicImporters: dynamicImporters.get(id) ?? [],
          } as unknown as ModuleInfo)
        : null,
  };
}

const context = graph({
  [src('boot.ts')]: { imports: [src('lib/storage.ts')], lazy: [src('main.tsx')] },
  [src('main.tsx')]: {
    imports: [src('app/router.tsx'), src('lib/storage.ts')],
  },
  [src('app/router.tsx')]: {
    imports: [src('lib/format.ts')],
    lazy: [
      src('app/routes/home.tsx'),
      src('app/routes/classes.tsx'),
      src('app/routes/staff/home.tsx'),
      src('app/routes/staff/learners.tsx'),
    ],
  },
  [src('app/routes/home.tsx')]: {
    imports: [
      src('components/class-card.tsx'),
      src('components/bidi-text.tsx'),
      src('components/pin-form.tsx'),
      src('lib/format.ts'),
    ],
    lazy: [src('locales/en/home.json')],
  },
  [src('app/routes/classes.tsx')]: {
    imports: [
      src('components/class-card.tsx'),
      src('components/price-tag.tsx'),
      src('components/pin-form.tsx'),
    ],
    lazy: [src('components/download-dialog.tsx')],
  },
  [src('components/download-dialog.tsx')]: { imports: [src('components/bidi-text.tsx')] },
  [src('components/class-card.tsx')]: {
    imports: [contract('catalogue.ts'), '/repo/node_modules/@mantine/core/Card.js'],
  },
  // Needs zod through the contract's schemas: zod is no library of the start.
  [src('components/pin-form.tsx')]: { imports: [src('lib/pin-rules.ts')] },
  [src('lib/pin-rules.ts')]: { imports: [contract('profile.ts')] },
  [contract('profile.ts')]: { imports: ['/repo/node_modules/zod/index.js'] },
  [src('app/routes/staff/home.tsx')]: {
    imports: [src('components/table.tsx'), contract('staff-reports.ts')],
  },
  [src('app/routes/staff/learners.tsx')]: {
    imports: [src('components/table.tsx'), contract('staff-reports.ts'), src('components/price-tag.tsx')],
  },
});

function chunkOf(id: string) {
  const chunk = learnerChunk([src('boot.ts'), src('main.tsx')], /node_modules[\\/]@mantine[\\/]/);
  return chunk.test(id) ? chunk.chunkName(id, context) : null;
}

describe('the learner chunk', () => {
  it('takes the app’s and the contract’s modules that two of a learner’s lazy modules reach', () => {
    expect(chunkOf(src('components/class-card.tsx'))).toBe('learner');
    expect(chunkOf(contract('catalogue.ts'))).toBe('learner');
    // A screen and a dialog loaded later count alike.
    expect(chunkOf(src('components/bidi-text.tsx'))).toBe('learner');
  });

  it('leaves what one screen alone uses, and the start, where they are', () => {
    expect(chunkOf(src('app/routes/home.tsx'))).toBeNull();
    expect(chunkOf(src('components/download-dialog.tsx'))).toBeNull();
    expect(chunkOf(src('lib/format.ts'))).toBeNull();
    expect(chunkOf(src('lib/storage.ts'))).toBeNull();
  });

  it('leaves out what needs a library the start does not load, and what imports it', () => {
    expect(chunkOf(contract('profile.ts'))).toBeNull();
    expect(chunkOf(src('lib/pin-rules.ts'))).toBeNull();
    expect(chunkOf(src('components/pin-form.tsx'))).toBeNull();
  });

  it('never takes the staff console’s code, the translations or the libraries', () => {
    // Shared by two console screens only.
    expect(chunkOf(src('components/table.tsx'))).toBeNull();
    expect(chunkOf(contract('staff-reports.ts'))).toBeNull();
    // One learner screen and one console screen: not two of a learner's.
    expect(chunkOf(src('components/price-tag.tsx'))).toBeNull();
    expect(chunkOf(src('locales/en/home.json'))).toBeNull();
    expect(chunkOf('/repo/node_modules/zod/index.js')).toBeNull();
  });
});
