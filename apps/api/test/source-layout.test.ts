import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The API's source keeps one folder per domain (decision 0109): `services/` and `routes/` hold
 * folders only, so a new file has to say which domain it belongs to.
 */
const sourceFolder = (name: string) => fileURLToPath(new URL(`../src/${name}/`, import.meta.url));

function looseFiles(folder: string): string[] {
  return readdirSync(sourceFolder(folder), { withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => entry.name);
}

describe('source layout', () => {
  it.each(['services', 'routes'])('src/%s holds domain folders only, no loose files', (folder) => {
    expect(looseFiles(folder)).toEqual([]);
  });
});
