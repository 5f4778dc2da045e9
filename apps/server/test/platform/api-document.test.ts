import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Parameter {
  in: string;
  name: string;
}
type Spec = { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };

let t: TestApp;
let spec: Spec;

beforeAll(async () => {
  t = await createTestApp();
  spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Spec>();
});
afterAll(() => t.close());

describe('the API document', () => {
  // A query schema that is a record, not an object, came out as parameters named after JSON
  // Schema keywords, which made the document invalid.
  it('names only real query parameters', () => {
    const keywords = new Set(['type', 'additionalProperties', 'propertyNames', 'properties']);
    const fake = Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query' && keywords.has(parameter.name))
          .map((parameter) => `${method.toUpperCase()} ${path} ?${parameter.name}`),
      ),
    );
    expect(fake).toEqual([]);
  });

  it("lists the provider's parameters on the university sign-in callback", () => {
    const names = spec.paths['/api/auth/oidc/callback']?.get?.parameters?.map((p) => p.name);
    expect(names).toEqual(['code', 'state', 'iss', 'error', 'error_description']);
  });
});
