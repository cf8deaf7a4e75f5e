import type { ChunkingContext } from 'rolldown';

/** The app's own modules and the contract's, the only ones the `learner` chunk takes. */
const ownModule = /[\\/](apps[\\/]web|packages[\\/]contract)[\\/]src[\\/]/;
/** The staff console's code (its folders, and the contract's `staff*.ts`), never in a learner's loads. */
const staffModule = /[\\/]staff[\\/]|[\\/]staff[^\\/]*\.tsx?$/;
/** Translations arrive by namespace (src/lib/i18n.ts), each a file of its own. */
const translation = /[\\/]locales[\\/]/;

const candidate = (id: string) => ownModule.test(id) && !staffModule.test(id) && !translation.test(id);

/**
 * Which of the app's modules go into one `learner` chunk (decision 0179): those that two or more
 * of a learner's lazily loaded modules (a screen, a dialog) import, directly or through others,
 * leaving out the app's start (`roots` and what they import: already loaded) and the staff
 * console's code. Without it the build gave every combination of screens sharing a module a file
 * of its own: a signed-in first load fetched some forty scripts, most under 2 KiB, and each
 * request costs the page's main thread (about 7 ms on a phone four times slower than this machine).
 *
 * A module that needs a library the start does not load (`startLibraries`: the `ui` chunk's; or
 * what the start imports) stays out with what imports it, directly or through others: the
 * contract's schemas would bring zod (90 KB) to every page, where only forms need it.
 *
 * `chunkName` is Rolldown's `codeSplitting.groups[].name`: it reads the module graph at its first
 * call and keeps what it found for the life of the object, so make one per build (`vite build`
 * makes one per process; a `--watch` build would keep its first graph).
 */
export function learnerChunk(roots: readonly string[], startLibraries: RegExp) {
  let learner: Set<string> | undefined;

  function sharedModules(ctx: ChunkingContext): Set<string> {
    const imports = (id: string) => ctx.getModuleInfo(id)?.importedIds ?? [];
    const start = new Set<string>();
    const addStart = (id: string) => {
      if (start.has(id)) return;
      start.add(id);
      imports(id).forEach(addStart);
    };
    roots.forEach(addStart);

    // Every module the app can load, to find the lazily loaded ones a learner's pages reach.
    const all = new Set<string>();
    const pending = [...roots];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (all.has(id)) continue;
      all.add(id);
      const info = ctx.getModuleInfo(id);
      pending.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
    }
    // The app's modules that need a library the start does not load, directly or through others.
    const heavy = new Set<string>();
    const pendingHeavy = [...all].filter(
      (id) => !ownModule.test(id) && !start.has(id) && !startLibraries.test(id),
    );
    for (let id = pendingHeavy.pop(); id !== undefined; id = pendingHeavy.pop()) {
      for (const importer of ctx.getModuleInfo(id)?.importers ?? []) {
        if (heavy.has(importer) || start.has(importer) || !ownModule.test(importer)) continue;
        heavy.add(importer);
        pendingHeavy.push(importer);
      }
    }

    const lazyForLearners = [...all].filter((id) => {
      if (!candidate(id)) return false;
      const importers = ctx.getModuleInfo(id)?.dynamicImporters ?? [];
      return importers.some((importer) => !staffModule.test(importer));
    });

    const users = new Map<string, number>();
    for (const entry of lazyForLearners) {
      const reached = new Set<string>();
      const visit = (id: string) => {
        if (reached.has(id) || start.has(id) || !ownModule.test(id)) return;
        reached.add(id);
        imports(id).forEach(visit);
      };
      visit(entry);
      for (const id of reached) users.set(id, (users.get(id) ?? 0) + 1);
    }
    return new Set(
      [...users].filter(([id, count]) => count >= 2 && candidate(id) && !heavy.has(id)).map(([id]) => id),
    );
  }

  return {
    test: candidate,
    chunkName(id: string, ctx: ChunkingContext): string | null {
      learner ??= sharedModules(ctx);
      return learner.has(id) ? 'learner' : null;
    },
  };
}
