import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializerCompiler } from './compiled-serializer';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/thing', httpStatus: '200' });
const serializerOf = (schema: z.ZodType, checkAgainstZod = false) =>
  compiledSerializerCompiler({ checkAgainstZod })(route(schema));

const account = z.object({
  id: z.string(),
  name: z.string(),
  nickname: z.string().optional(),
  email: z.string().nullable(),
  profiles: z.array(z.object({ id: z.string(), hasPin: z.boolean() })),
});

describe('the compiled serializer', () => {
  it('writes only the fields the schema names, as zod would', () => {
    const data = {
      id: 'a1',
      name: 'Fatimah',
      email: null,
      passwordHash: '$argon2id$…',
      profiles: [{ id: 'p1', hasPin: true, pinHash: '$argon2id$…' }],
    };
    const written = serializerOf(account)(data);
    expect(JSON.parse(written)).toEqual({
      id: 'a1',
      name: 'Fatimah',
      email: null,
      profiles: [{ id: 'p1', hasPin: true }],
    });
    expect(written).not.toContain('argon2id');
  });

  it('checked against zod, takes fields in another order (optional ones come last)', () => {
    const data = { id: 'a1', nickname: 'Ima', name: 'Fatimah', email: 'f@example.id', profiles: [] };
    expect(JSON.parse(serializerOf(account, true)(data))).toEqual(data);
  });

  it('checked against zod, fails an answer the contract refuses', () => {
    const count = z.object({ count: z.number().int() });
    expect(() => serializerOf(count, true)({ count: 1.5 })).toThrow();
    expect(() => serializerOf(account, true)({ id: 'a1', name: 7, email: null, profiles: [] })).toThrow();
  });

  it('keeps zod’s serializer for a schema JSON Schema cannot hold', () => {
    const custom = z.object({ file: z.custom<Buffer>((value) => Buffer.isBuffer(value)) });
    expect(() => serializerOf(custom)({ file: 'not a buffer' })).toThrow();
  });
});
