// The JavaScript the home route loads first: the entry script of apps/web/dist/index.html and
// the modules it preloads. `node scripts/initial-js.mjs` prints it (the web build runs it);
// `npm run bench` holds it to its budget.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const webIndex = fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url));

/** Sizes in bytes of the home route's initial JavaScript: files, raw and gzip (level 9). */
export async function initialJs(index = webIndex) {
  const html = await readFile(index, 'utf8');
  const sources = new Set(
    [
      ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
      ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ].map((match) => match[1]),
  );
  let raw = 0;
  let gzip = 0;
  for (const source of sources) {
    const content = await readFile(path.join(path.dirname(index), source.replace(/^\//, '')));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: sources.size, raw, gzip };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { files, raw, gzip } = await initialJs();
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  process.stdout.write(
    `home route initial JavaScript: ${kib(gzip)} gzip (${kib(raw)} raw, ${files} files)\n`,
  );
}
