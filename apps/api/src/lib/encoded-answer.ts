import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Answers below this many bytes go as they are: compressing them saves less than it costs. */
export const compressionThreshold = 1024;

/** An answer kept with its compressed copies, made once and sent many times (decision 0044). */
export interface EncodedAnswer {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export async function encodeAnswer(text: string): Promise<EncodedAnswer> {
  const identity = Buffer.from(text);
  const [br, gzipped] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gz(identity),
  ]);
  return { identity, br, gzip: gzipped };
}

type Encoding = 'br' | 'gzip';

/**
 * The first encoding of `preference` the client accepts (a `;q=0` refuses one), else identity.
 * Kept answers prefer brotli, made once at a high quality.
 */
export function pickEncoding(
  accepted: string | undefined,
  preference: readonly Encoding[] = ['br', 'gzip'],
): Encoding | 'identity' {
  const offers = new Map(
    (accepted ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return [name.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const takes = (name: string) => (offers.get(name) ?? offers.get('*') ?? 0) > 0;
  return preference.find(takes) ?? 'identity';
}

/**
 * Sends a kept answer in the encoding the client takes. Below 1 KB it goes as it is, as the
 * compression plugin does; a Content-Encoding set here makes that plugin leave it alone.
 */
export function sendEncoded(
  reply: FastifyReply,
  answer: EncodedAnswer,
  contentType: string,
  vary: string[] = [],
) {
  reply.type(contentType).header('Vary', ['Accept-Encoding', ...vary].join(', '));
  const encoding =
    answer.identity.length < compressionThreshold
      ? 'identity'
      : pickEncoding(reply.request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(answer.identity);
  return reply.header('Content-Encoding', encoding).send(answer[encoding]);
}
