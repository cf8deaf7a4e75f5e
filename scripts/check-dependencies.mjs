#!/usr/bin/env node
// `npm run lint:deps` (decision 0130): which folder may import which. One run of dependency-cruiser
// checks the rules of .dependency-cruiser.cjs, with no exceptions (decision 0137), then the same
// graph, counted between folders, must hold no circle: the API's domains (services/<domain>), its
// route folders and its top folders (lib, config, db, plugins/<x>, demo, …), and the web app's
// feature folders. dependency-cruiser's own folder rules see a folder's direct
// files only, so a circle through two files of a domain's subfolders would pass them.
//
//   node scripts/check-dependencies.mjs [--cwd <copy of the repository>] [--json]
import path from 'node:path';
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const argument = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const cwd = path.resolve(argument('--cwd') ?? '.');
const json = process.argv.includes('--json');
process.chdir(cwd);

export const cruised = ['apps/api/src', 'apps/web/src'];
const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
if (process.argv.includes('--no-cache')) options.cache = false;
const { output: result } = await cruise(cruised, options);

/** The folder a file counts in, or undefined when its folder is not one whose circles we look for. */
function folderOf(file) {
  const api = file.match(/^apps\/api\/src\/(?:(services|routes|plugins)\/([^/]+)\/|([^/]+)\/|([^/]+)$)/);
  if (api) {
    if (api[1]) return `apps/api/src/${api[1]}/${api[2]}`;
    return `apps/api/src/${api[3] ?? api[4]}`;
  }
  const feature = file.match(/^apps\/web\/src\/features\/([^/]+)\//);
  return feature ? `apps/web/src/features/${feature[1]}` : undefined;
}

const isTest = (file) => /\.test\.tsx?$/.test(file);
/** from → to → how many imports */
const folderEdges = new Map();
for (const module of result.modules) {
  const from = folderOf(module.source);
  if (!from || isTest(module.source)) continue;
  for (const dependency of module.dependencies) {
    const to = folderOf(dependency.resolved);
    if (!to || to === from) continue;
    const targets = folderEdges.get(from) ?? new Map();
    targets.set(to, (targets.get(to) ?? 0) + 1);
    folderEdges.set(from, targets);
  }
}

/** Tarjan's strongly connected components of the folder graph, the groups of more than one. */
function circles() {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (folder) => {
    index.set(folder, next);
    low.set(folder, next);
    next += 1;
    stack.push(folder);
    onStack.add(folder);
    for (const target of folderEdges.get(folder)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(folder, Math.min(low.get(folder), low.get(target)));
      } else if (onStack.has(target)) low.set(folder, Math.min(low.get(folder), index.get(target)));
    }
    if (low.get(folder) === index.get(folder)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== folder);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const folder of folderEdges.keys()) if (!index.has(folder)) visit(folder);
  return groups;
}

const groups = circles();
const folderViolations = groups.flatMap((group) =>
  group.flatMap((from) =>
    [...(folderEdges.get(from) ?? [])]
      .filter(([to]) => group.includes(to))
      .map(([to, imports]) => ({ rule: { name: 'no-folder-circle', severity: 'error' }, from, to, imports })),
  ),
);

/** The whole result for the test of the rules; written before exit, however long (a pipe drains slowly). */
function writeJson() {
  const edges = [...folderEdges].flatMap(([from, targets]) =>
    [...targets].map(([to, imports]) => ({ from, to, imports })),
  );
  process.stdout.write(
    `${JSON.stringify({ violations: [...result.summary.violations.filter((found) => found.rule.severity !== 'ignore'), ...folderViolations], edges, groups })}\n`,
  );
}

/** The rules' report, the circles and the figure; exits 1 on any error. */
async function report() {
  const output = await format(result, { outputType: 'err' });
  if (output.output) process.stdout.write(output.output);
  const folders = new Set([
    ...folderEdges.keys(),
    ...[...folderEdges.values()].flatMap((targets) => [...targets.keys()]),
  ]);
  const edgeCount = [...folderEdges.values()].reduce((sum, targets) => sum + targets.size, 0);
  if (groups.length) {
    console.error(`\n  error no-folder-circle: ${groups.length} group(s) of folders reach each other:`);
    for (const group of groups) {
      console.error(`\n    ${group.join(', ')}`);
      for (const violation of folderViolations.filter((found) => group.includes(found.from))) {
        console.error(`      ${violation.from} → ${violation.to} (${violation.imports} imports)`);
      }
    }
  }
  process.stdout.write(
    `\nFolder graph: ${folders.size} folders, ${edgeCount} folder-to-folder edges, ` +
      `${groups.length} group(s) of folders that reach each other.\n`,
  );
  process.exitCode = output.exitCode || groups.length ? 1 : 0;
}

if (json) writeJson();
else await report();
