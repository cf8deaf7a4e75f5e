// The JavaScript a page loads first: the entry script of apps/web/dist/index.html (or of a page
// the server answers) and the modules it preloads. `node scripts/initial-js.mjs` prints it (the web build runs it);
// `npm run bench` holds it to its budget.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const webIndex = fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url));

/** The scripts a page's HTML loads at once: its module scripts and the modules it preloads. */
const initialSources = (html) =>
  new Set(
    [
      ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
      ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ].map((match) => match[1]),
  );

/** Files, raw and gzip (level 9) bytes of `sources`, each read by `read`. */
async function sizes(sources, read) {
  let raw = 0;
  let gzip = 0;
  for (const source of sources) {
    const content = await read(source);
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: sources.size, raw, gzip };
}

/** Sizes in bytes of the built index.html's initial JavaScript: files, raw and gzip (level 9). */
export async function initialJs(index = webIndex) {
  const sources = initialSources(await readFile(index, 'utf8'));
  return sizes(sources, (source) => readFile(path.join(path.dirname(index), source.replace(/^\//, ''))));
}

/** The same for a page `path` as the server at `base` answers it (server-rendered pages included). */
export async function pageInitialJs(base, pagePath) {
  const sources = initialSources(await (await fetch(new URL(pagePath, base))).text());
  return sizes(sources, async (source) =>
    Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer()),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { files, raw, gzip } = await initialJs();
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  process.stdout.write(
    `home route initial JavaScript: ${kib(gzip)} gzip (${kib(raw)} raw, ${files} files)\n`,
  );
}
