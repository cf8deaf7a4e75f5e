import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images, video, audio and PDFs are compressed already. */
const textFile = /\.(?:js|mjs|css|html|json|svg|webmanifest|txt|xml|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const minBytes = 1024;

async function* walk(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside each text file
 * of the build (decision 0040), so the server sends them as they are instead of compressing
 * each answer; a copy that is not smaller is not written.
 */
export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'academy-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const jobs: Promise<void>[] = [];
      for await (const file of walk(outDir)) {
        if (!textFile.test(file)) continue;
        jobs.push(
          readFile(file).then(async (content) => {
            if (content.length < minBytes) return;
            const [br, gzipped] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gz(content, { level: 9 }),
            ]);
            if (br.length < content.length) await writeFile(`${file}.br`, br);
            if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}
