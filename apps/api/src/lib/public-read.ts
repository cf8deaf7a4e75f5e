import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { encodeAnswer, sendEncoded } from './encoded-answer';

/**
 * A public read answered from the public cache (decision 0044): the first call runs `load`,
 * checks the answer against the route's response schema (the contract stays the source of
 * truth), serialises and compresses it once; the next calls for the same route, parameters,
 * query and language get those bytes until the cache is invalidated or its time runs out.
 * Never for an answer that depends on who asks.
 */
export async function sendPublicRead<S extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: S,
  load: () => Promise<z.input<S>>,
) {
  const key = `api ${request.language} ${request.routeOptions.url} ${JSON.stringify([request.params, request.query])}`;
  const answer = await request.server.publicCache.get(key, async () =>
    encodeAnswer(JSON.stringify(schema.parse(await load()))),
  );
  return sendEncoded(reply, answer, 'application/json; charset=utf-8', ['Accept-Language']);
}
