import fastJson from 'fast-json-stringify';
import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * `anyOf: [X, {type: 'null'}]` (zod's nullable) as `X` with `'null'` among its types, which
 * fast-json-stringify writes with a typeof check instead of trying each branch with a validator.
 */
function simplifyNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplifyNullable);
  if (schema === null || typeof schema !== 'object') return schema;
  const node = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, simplifyNullable(value)]),
  ) as JsonSchema;
  const branches = node.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return node;
  const other = (branches as JsonSchema[]).find((branch) => branch.type !== 'null');
  const typed = other && typeof other.type === 'string' && !('anyOf' in other) && !('const' in other);
  if (!typed || !branches.some((branch: JsonSchema) => branch.type === 'null')) return node;
  const { anyOf: _anyOf, ...rest } = node;
  return { ...rest, ...other, type: [other.type, 'null'] };
}

/** The route's response schema compiled to a serializer, or null when it cannot be. */
function compile(schema: unknown): ((data: unknown) => string) | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'throw' });
    return fastJson(simplifyNullable(jsonSchema) as JsonSchema) as (data: unknown) => string;
  } catch {
    return null;
  }
}

/**
 * Answers serialised by code compiled from the contract's response schemas (decision 0071):
 * zod's schema turned into JSON Schema, compiled by fast-json-stringify, which writes only
 * the fields the schema names. A schema that cannot be compiled (a transform) keeps zod's
 * serializer. With `checkAgainstZod` (tests), every answer is also serialised by zod and a
 * difference (but in the order of fields), or an answer zod rejects, fails the call: the contract stays the source of truth.
 */
export function compiledSerializerCompiler(options: {
  checkAgainstZod: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    // Chosen at the route's first answer, not at start-up: compiling every route's schemas took
    // 1.2 s of each start (decision 0112), and most routes of a server answer late or never.
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => {
      serialize ??= serializerOf(route, options.checkAgainstZod);
      return serialize(data);
    };
  };
}

function serializerOf(route: Parameters<FastifySerializerCompiler<unknown>>[0], checkAgainstZod: boolean) {
  const zodSerialize = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  const compiled = compile(route.schema);
  if (!compiled) return zodSerialize;
  if (!checkAgainstZod) return compiled;
  return (data: unknown) => {
    const expected = zodSerialize(data);
    const actual = compiled(data);
    // fast-json-stringify writes required fields before optional ones: the order may differ.
    if (actual !== expected && !isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) {
      throw new Error(
        `the compiled serializer of ${route.method} ${route.url} (${route.httpStatus}) differs from zod's:\n${actual}\n${expected}`,
      );
    }
    return actual;
  };
}
