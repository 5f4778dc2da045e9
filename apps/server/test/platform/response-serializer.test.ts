import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from '../../src/lib/response-serializer';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

describe('response serializer', () => {
  const account = z.object({
    id: z.string(),
    year: z.number().int().nullable().optional(),
    subcourses: z.array(z.object({ subcourse: z.string(), group: z.string().nullable() })),
  });

  it('writes only the fields the schema lists, at every depth', () => {
    const write = compile(account);
    const json = write({
      id: 'a1',
      year: null,
      passwordHash: '$argon2id$secret',
      subcourses: [{ subcourse: 's1', group: null, pinHash: 'x' }],
    });
    expect(JSON.parse(json)).toEqual({
      id: 'a1',
      year: null,
      subcourses: [{ subcourse: 's1', group: null }],
    });
    expect(json).not.toContain('secret');
  });

  it('leaves out an optional field that is undefined and refuses a missing required one', () => {
    const write = compile(account);
    expect(JSON.parse(write({ id: 'a1', subcourses: [] }))).toEqual({ id: 'a1', subcourses: [] });
    expect(() => write({ subcourses: [] })).toThrow(/id/);
  });

  it('keeps the zod serializer for a schema JSON Schema cannot express', () => {
    const write = compile(z.object({ n: z.string().transform((s) => s.length) }));
    expect(write({ n: 'abc' })).toBe('{"n":3}');
  });
});
