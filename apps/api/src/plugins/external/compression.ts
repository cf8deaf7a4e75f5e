import compress from '@fastify/compress';
import { constants } from 'node:zlib';
import fp from 'fastify-plugin';

/**
 * Compresses answers above 1 KB that are not compressed already (decision 0040): API JSON
 * and server-rendered pages. Built files arrive precompressed (brotli 11) from the web build
 * and pass through untouched. Answers made per request use brotli at quality 4, about gzip's
 * speed with smaller output, because quality 11 costs milliseconds per answer, and a 256 KB window
 * (a page is smaller): the default 4 MB one made a 3 KB API answer cost a tenth more to send.
 */
export default fp(
  async (fastify) => {
    await fastify.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
