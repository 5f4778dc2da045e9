import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The API document lists every status a route can answer, each with its schema, and every body
 * with its fields (issue 26: Schemathesis against the document finds nothing). Routes are read
 * from the app as it registers them, so a new route is held to this without touching the file.
 */

interface Schema {
  type?: string;
  properties?: Record<string, unknown>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  $ref?: string;
}
interface Response {
  $ref?: string;
  content?: Record<string, { schema: Schema }>;
  headers?: Record<string, unknown>;
}
interface Operation {
  responses: Record<string, Response>;
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Spec {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Response> };
}
interface DocumentedRoute {
  method: string;
  url: string;
  auth: string | undefined;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const OVER_ANY_BODY_LIMIT = 'x'.repeat(2 * 1024 * 1024 + 1);

let t: TestApp;
let spec: Spec;
let student: Awaited<ReturnType<typeof signedIn>>;
const routes: DocumentedRoute[] = [];

const openapiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');
const operationOf = (route: DocumentedRoute) =>
  spec.paths[openapiPath(route.url)]?.[route.method.toLowerCase()];
/** A response as the document means it, through its `$ref` into `components.responses`. */
const resolved = (response: Response) =>
  response.$ref
    ? spec.components.responses[response.$ref.replace('#/components/responses/', '')]!
    : response;
const label = (route: DocumentedRoute) => `${route.method} ${route.url}`;
/** The route's path with a value in each parameter: the caller's role, else a junk id. */
const fill = (url: string) =>
  url.replace(/:([A-Za-z_]+)/g, (_match, name: string) => (name === 'role' ? 'student' : 'x'));

beforeAll(async () => {
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (route.url.startsWith('/api/') && method !== 'HEAD') {
        routes.push({ method, url: route.url, auth: route.config?.auth });
      }
    }
  };
  t = await createTestApp({ onRoute });
  spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Spec>();
  student = await signedIn(t, 'student');
}, 60_000);
afterAll(() => t.close());

/** The routes the document describes (the docs' own routes are left out of it). */
const documented = () => routes.filter((route) => operationOf(route));

describe('the API document lists what every route can answer', () => {
  it('describes the routes the app registers', () => {
    expect(documented().length).toBeGreaterThan(100);
    expect(documented().map(label)).toContain('POST /api/:role/register');
  });

  it('lists the standard errors on every route', () => {
    const missing = documented().flatMap((route) => {
      const expected = [400, 431];
      if (route.auth !== 'public') expected.push(401);
      if (route.url.includes(':')) expected.push(414);
      if (BODY_METHODS.has(route.method)) expected.push(413, 415);
      const listed = Object.keys(operationOf(route)!.responses);
      return expected
        .filter((status) => !listed.includes(String(status)))
        .map((status) => `${label(route)} ${status}`);
    });
    expect(missing).toEqual([]);
  });

  it('gives every error the {"Error"} schema as JSON, and every 429 its Retry-After', () => {
    const wrong = documented().flatMap((route) =>
      Object.entries(operationOf(route)!.responses)
        .filter(([status]) => Number(status) >= 400)
        .flatMap(([status, response]) => {
          const { content = {}, headers = {} } = resolved(response);
          const isJsonError =
            Object.keys(content).join() === 'application/json' &&
            content['application/json']!.schema.$ref === '#/components/schemas/Error';
          const problems = isJsonError ? [] : [`${label(route)} ${status}: not a JSON error`];
          if (status === '429' && !('Retry-After' in headers)) {
            problems.push(`${label(route)} 429: no Retry-After`);
          }
          return problems;
        }),
    );
    expect(wrong).toEqual([]);
  });

  it('documents the fields of every body, including those a service checks', () => {
    const hasFields = (schema: Schema): boolean => {
      const branches = schema.anyOf ?? schema.oneOf;
      return branches ? branches.every(hasFields) : Object.keys(schema.properties ?? {}).length > 0;
    };
    const bare = documented().flatMap((route) =>
      Object.values(operationOf(route)!.requestBody?.content ?? {})
        .filter((media) => !hasFields(media.schema))
        .map(() => label(route)),
    );
    expect(bare).toEqual([]);
    const register = spec.paths['/api/{role}/register']!.post!.requestBody!.content;
    const branches = register['application/json']!.schema.anyOf!;
    expect(branches.map((branch) => Object.keys(branch.properties!))).toEqual([
      expect.arrayContaining(['firstName', 'email', 'zid', 'password']),
      expect.arrayContaining(['firstName', 'email', 'phone', 'companyABN', 'password']),
    ]);
  });

  it('gives the CSV report CSV and its errors JSON', () => {
    const report = spec.paths['/api/subcourse/{subcourseId}/report']!.get!.responses;
    expect(Object.keys(report['200']!.content!)).toEqual(['text/csv']);
    expect(Object.keys(resolved(report['404']!).content!)).toEqual(['application/json']);
    const audit = spec.paths['/api/admin/{subcourseId}/audit']!.get!.responses['200']!.content!;
    expect(audit['text/csv']!.schema.type).toBe('string');
    expect(audit['application/json']!.schema.properties).toHaveProperty('events');
  });
});

describe('what the routes answer is in the document', () => {
  it('lists the answers to no token, a null character, a body that is not JSON or too large', async () => {
    const undocumented: string[] = [];
    const check = async (
      route: DocumentedRoute,
      why: string,
      request: { url: string; headers?: Record<string, string>; payload?: string },
    ) => {
      const response = await t.app.inject({ method: route.method as 'GET', ...request });
      const listed = Object.keys(operationOf(route)!.responses);
      const status = response.statusCode;
      const isJsonError =
        status < 400 || String(response.headers['content-type']).startsWith('application/json');
      if (!listed.includes(String(status)) || !isJsonError) {
        undocumented.push(`${label(route)} [${why}] → ${status} ${response.body.slice(0, 80)}`);
      }
    };
    for (const route of documented()) {
      const url = fill(route.url);
      await check(route, 'no token', { url });
      await check(route, 'null character', { url: `${url}?probe=%00` });
      if (!BODY_METHODS.has(route.method)) continue;
      const headers = { ...student.headers, 'content-type': 'text/plain' };
      await check(route, 'not JSON', { url, headers, payload: 'hello' });
      const json = { ...student.headers, 'content-type': 'application/json' };
      await check(route, 'too large', { url, headers: json, payload: OVER_ANY_BODY_LIMIT });
    }
    expect(undocumented).toEqual([]);
  });
});
