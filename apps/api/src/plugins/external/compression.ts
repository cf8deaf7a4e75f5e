import { pipeline, type Readable } from 'node:stream';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
} from 'node:zlib';
import fp from 'fastify-plugin';
import { compressionThreshold, pickEncoding } from '../../lib/encoded-answer';

/** Up to this size an answer is compressed inline (tens of µs); above it on the zlib thread pool. */
const inlineLimit = 64 * 1024;
const compressibleType =
  /^(?:text\/|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/;

const isStream = (payload: unknown): payload is Readable =>
  typeof (payload as Readable | null)?.pipe === 'function';

type Done = (error: Error | null, body?: Buffer) => void;
const gzipOptions = { level: 6 };
const brotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 },
};
const compressors = {
  gzip: {
    inline: (body: Buffer) => gzipSync(body, gzipOptions),
    pooled: (body: Buffer, done: Done) => gzip(body, gzipOptions, done),
    stream: () => createGzip(gzipOptions),
  },
  br: {
    inline: (body: Buffer) => brotliCompressSync(body, brotliOptions),
    pooled: (body: Buffer, done: Done) => brotliCompress(body, brotliOptions, done),
    stream: () => createBrotliCompress(brotliOptions),
  },
};

/**
 * Compresses the answers made per request, above 1 KB, that are not compressed already
 * (decision 0040). Built files arrive precompressed (brotli 11) and kept answers (public reads,
 * pages) carry their own copies: both set their Content-Encoding and pass through. Streams of
 * text (the API documentation page's files) are compressed as they go. Answers made per request
 * are mostly API JSON of 1 to 20 KB, for which gzip 6 is both smaller and cheaper than brotli
 * (a 3 KB kitab read: 19 µs to 1 287 bytes, against 35 µs to 1 307 for brotli 4), so gzip goes
 * first; brotli (quality 4, a 256 KB window) serves a client that takes only brotli. One onSend
 * hook, rather than @fastify/compress's three hooks per route and its request decompression,
 * which no call here needs (decision 0071).
 */
export default fp(
  async (fastify) => {
    fastify.addHook('onSend', (request, reply, payload, done) => {
      const whole = typeof payload === 'string' || Buffer.isBuffer(payload);
      // A stream's length is known when it is a file (its Content-Length), else taken as large.
      const size = whole
        ? Buffer.byteLength(payload)
        : isStream(payload)
          ? Number(reply.getHeader('content-length') ?? Infinity)
          : 0;
      const skip =
        size < compressionThreshold ||
        reply.hasHeader('content-encoding') ||
        reply.statusCode === 206 ||
        !compressibleType.test(String(reply.getHeader('content-type') ?? ''));
      if (skip) return done(null, payload);

      const vary = String(reply.getHeader('vary') ?? '');
      if (!/accept-encoding/i.test(vary))
        reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      const encoding = pickEncoding(request.headers['accept-encoding'], ['gzip', 'br']);
      if (encoding === 'identity') return done(null, payload);
      reply.header('Content-Encoding', encoding);
      const compressor = compressors[encoding];
      if (!whole) {
        // Of unknown compressed length: sent in chunks.
        reply.removeHeader('content-length');
        const compressing = compressor.stream();
        pipeline(payload as Readable, compressing, () => {});
        return done(null, compressing);
      }
      const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      if (size > inlineLimit) return compressor.pooled(body, done);
      done(null, compressor.inline(body));
    });
  },
  { name: 'compression' },
);
