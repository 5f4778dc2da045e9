import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../../src';
import { LIMIT_FIELDS, LIMITS, tooLong } from '../../src';

/** Every string and list of a JSON schema that has no upper bound, by its path. */
function unbounded(schema: unknown, path = '$'): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Record<string, unknown>;
  const found: string[] = [];
  if (node.type === 'string' && node.maxLength === undefined && node.enum === undefined) {
    found.push(path);
  }
  if (node.type === 'array' && node.maxItems === undefined) found.push(`${path} (list)`);
  for (const [key, child] of Object.entries(node)) {
    if (Array.isArray(child)) {
      child.forEach((item, index) => found.push(...unbounded(item, `${path}.${key}[${index}]`)));
    } else if (typeof child === 'object') {
      found.push(...unbounded(child, `${path}.${key}`));
    }
  }
  return found;
}

describe('request schemas (api.md §20.4 string length)', () => {
  const requestSchemas = (Object.entries(contracts) as [string, unknown][]).flatMap(
    ([name, value]): [string, z.ZodType][] =>
      /(Body|Query|Params|Param)$/.test(name) && value instanceof z.ZodType ? [[name, value]] : [],
  );

  it('are found, so a new one is checked too', () => {
    const names = requestSchemas.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining(['createCourseBody', 'clientRegisterBody', 'courseSearchQuery']),
    );
    expect(names.length).toBeGreaterThan(30);
  });

  it('give every string field a maximum length and every list a maximum count', () => {
    const missing = requestSchemas.flatMap(([name, schema]) =>
      unbounded(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), name),
    );
    expect(missing).toEqual([]);
  });

  it('check the length before any pattern, so a huge string never reaches one', () => {
    const huge = `a@${'.'.repeat(300_000)}@`;
    const started = performance.now();
    const result = contracts.clientRegisterBody.safeParse({ email: huge });
    expect(performance.now() - started).toBeLessThan(100);
    const emailIssues = result.error?.issues.filter((issue) => issue.path[0] === 'email');
    expect(emailIssues?.map((issue) => issue.message)).toEqual([tooLong('email', LIMITS.email)]);
  });

  it('document every limit', () => {
    expect(Object.keys(LIMIT_FIELDS).sort()).toEqual(Object.keys(LIMITS).sort());
  });
});
