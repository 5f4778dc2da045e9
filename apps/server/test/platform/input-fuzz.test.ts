import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost } from '../../src/modules/chat/posts.repo';
import { chatWorld, type ChatWorld } from '../chat/chat-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The input limits as a property: whatever arrives at any write route (POST, PUT, PATCH, DELETE),
 * from any kind of account, the answer is a 4xx (or a 2xx when the junk happens to be valid),
 * never a 5xx, and the server keeps answering. Routes are read from the app as it registers
 * them, so a new route is fuzzed without touching this file. Seeded, so a failure repeats.
 */

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SEED = 20_404;
const RANDOM_BODIES_PER_CALLER = 8;

interface FuzzRoute {
  method: string;
  url: string;
  bodyKeys: string[];
  queryKeys: string[];
}

/** mulberry32: small, fast and the same sequence on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

interface ZodLike {
  shape?: Record<string, unknown>;
  unwrap?: () => ZodLike;
  def?: { in?: ZodLike; innerType?: ZodLike };
}
/** The keys of an object schema, through optional, nullable, default and pipe wrappers. */
function shapeKeys(schema: unknown): string[] {
  let current = schema as ZodLike | undefined;
  for (let depth = 0; current && depth < 10; depth++) {
    if (current.shape) return Object.keys(current.shape);
    current = current.def?.innerType ?? current.def?.in ?? current.unwrap?.();
  }
  return [];
}

const nested = (open: string, close: string, inner: string, depth: number) =>
  open.repeat(depth) + inner + close.repeat(depth);

/** Values no field should take quietly: wrong types, U+0000, over every limit, deep, odd. */
const JUNK: readonly unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e308,
  true,
  '',
  '   ',
  'x\u0000y',
  '\u0000',
  'x'.repeat(25_000),
  '\ud800',
  '😀'.repeat(50),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  [],
  [null],
  ['x\u0000'],
  [1, 'a', {}],
  {},
  { a: 'x\u0000' },
  { '1': 'x'.repeat(30) },
  JSON.parse(nested('[', ']', '1', 40)) as unknown,
  JSON.parse(nested('{"a":', '}', '1', 40)) as unknown,
];

const TEN_THOUSAND = 10_000;
/** Whole raw bodies: not objects, not JSON, too deep, too large, prototype tricks. */
const RAW_BODIES: readonly { payload: string; type?: string }[] = [
  { payload: 'null' },
  { payload: '0' },
  { payload: '"text"' },
  { payload: 'true' },
  { payload: '[]' },
  { payload: '{}' },
  { payload: '[1,"2",{}]' },
  { payload: '{"email":' },
  { payload: '' },
  { payload: '"\\u0000"' },
  { payload: '{"\\u0000":"x"}' },
  { payload: '{"__proto__":{"polluted":true}}' },
  { payload: '{"constructor":{"prototype":{"polluted":true}}}' },
  { payload: nested('[', ']', '', TEN_THOUSAND) },
  { payload: nested('{"a":', '}', '1', TEN_THOUSAND) },
  { payload: `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}` },
  { payload: 'hello', type: 'text/plain' },
  { payload: 'a=b&c=d', type: 'application/x-www-form-urlencoded' },
  { payload: '{"a":1}', type: 'application/xml' },
];

const JUNK_IDS = ['junk', '%00', 'x'.repeat(150), '%E0%A4%A', '..%2F..', '0', '-1'];

let t: TestApp;
let w: ChatWorld;
let postId: string;
const routes: FuzzRoute[] = [];

beforeAll(async () => {
  const onRoute = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (!WRITE_METHODS.has(method) || !route.url.startsWith('/api/')) continue;
      const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
      routes.push({
        method,
        url: route.url,
        bodyKeys: shapeKeys(schema?.body),
        queryKeys: shapeKeys(schema?.querystring),
      });
    }
  };
  t = await createTestApp({ onRoute });
  w = await chatWorld(t);
  const post = await insertPost(t.db, {
    channelId: w.channels.general,
    creatorType: 'student',
    creatorId: w.member.id,
    title: null,
    content: 'Hello',
    category: null,
  });
  postId = post.id;
}, 60_000);
afterAll(() => t.close());

describe('input fuzz over every write route', () => {
  it('finds the write routes from the app itself', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toContain('POST /api/:role/register');
    expect(names).toContain('PUT /api/project/update/:projectId');
    expect(names).toContain('DELETE /api/student/remove');
    expect(routes.length).toBeGreaterThan(40);
  });

  it('answers every body, param and query with a 4xx or 2xx, never a 5xx', async () => {
    const random = seeded(SEED);
    const callers = [
      { type: 'student', headers: w.member.headers },
      { type: 'staff', headers: w.admin.headers },
      { type: 'client', headers: w.client.headers },
    ] as const;
    const realIds = [
      w.subcourse.id,
      w.course.id,
      w.project.id,
      w.group.id,
      w.client.id,
      w.member.id,
      w.channels.general,
      postId,
    ];
    const paramValue = (name: string, callerType: string): string => {
      const real: Record<string, string> = {
        role: callerType,
        subcourseId: w.subcourse.id,
        courseId: w.course.id,
        projectId: w.project.id,
        groupId: w.group.id,
        channelId: w.channels.general,
        postId,
        studentId: w.member.id,
        clientId: w.client.id,
        action: random.pick(['pin', 'unpin', 'junk']),
      };
      return real[name] ?? random.pick(realIds);
    };
    const fill = (url: string, value: (name: string) => string) =>
      url.replace(/:([A-Za-z_]+)/g, (_match, name: string) => value(name));
    const plausible = (): unknown =>
      random.pick<unknown>([
        random.pick(realIds),
        [random.pick(realIds)],
        'x',
        'H12A',
        'Passw0rdX',
        '123456',
        'a@b.co',
        'z1234567@ad.unsw.edu.au',
        '17-02-2025 to 30-04-2025',
        { '1': '17-02-2025 to 30-04-2025' },
        1,
        7,
        false,
        true,
        [{ project: w.project.id, rank: 1, notes: '' }],
        [{ left: w.group.id, right: w.project.id }],
        [{ id: 'a'.repeat(24), label: 'Q', input_type: 'text', options: [] }],
      ]);
    const allKeys = [
      ...new Set([
        ...routes.flatMap((route) => route.bodyKeys),
        'email',
        'password',
        'pin',
        'firstName',
        'lastName',
        'zid',
        'phone',
        'companyName',
        'companyABN',
        'industry',
        'location',
        'contactHours',
      ]),
    ];

    const failures: string[] = [];
    let sent = 0;
    const send = async (
      route: FuzzRoute,
      url: string,
      headers: Record<string, string>,
      body: { payload?: string; type?: string },
      label: string,
    ) => {
      sent++;
      const response = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: {
          ...headers,
          ...(body.payload === undefined
            ? {}
            : { 'content-type': body.type ?? 'application/json' }),
        },
        ...(body.payload === undefined ? {} : { payload: body.payload }),
      });
      const isClean =
        response.statusCode < 500 &&
        (response.statusCode < 400 || Object.keys(response.json<object>()).join() === 'Error');
      if (!isClean) {
        failures.push(
          `${route.method} ${url} [${label}] → ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
    };
    const json = (value: unknown) => ({ payload: JSON.stringify(value) });

    // Deletes last, so the world they may remove is there for every other route first.
    const ordered = [...routes].sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );
    for (const route of ordered) {
      const keys = route.bodyKeys.length > 0 ? route.bodyKeys : allKeys;
      for (const caller of callers) {
        const url = fill(route.url, (name) => paramValue(name, caller.type));
        for (const raw of RAW_BODIES) await send(route, url, caller.headers, raw, 'raw');
        for (let n = 0; n < RANDOM_BODIES_PER_CALLER; n++) {
          const body: Record<string, unknown> = {};
          for (const key of keys) {
            if (random.next() < 0.8)
              body[key] = random.next() < 0.5 ? plausible() : random.pick(JUNK);
          }
          await send(route, url, caller.headers, json(body), 'random');
        }
      }
      // Each body field, then each query field, meets every kind of junk once (callers take turns).
      for (const [index, key] of keys.slice(0, 10).entries()) {
        for (const [kind, junk] of JUNK.entries()) {
          const caller = callers[(index + kind) % callers.length]!;
          const url = fill(route.url, (name) => paramValue(name, caller.type));
          const body: Record<string, unknown> = {};
          for (const other of keys) body[other] = plausible();
          body[key] = junk;
          await send(route, url, caller.headers, json(body), `${key}=junk#${kind}`);
        }
      }
      for (const key of route.queryKeys) {
        for (const junk of ['%00', 'x'.repeat(5_000), '', `a&${key}=b`]) {
          const caller = random.pick(callers);
          const url = `${fill(route.url, (name) => paramValue(name, caller.type))}?${key}=${junk}`;
          await send(route, url, caller.headers, json({}), `query ${key}`);
        }
      }
      // Junk in every path param, and a junk query on a route that takes none.
      for (const junkId of JUNK_IDS) {
        const caller = random.pick(callers);
        const url = fill(route.url, () => junkId);
        await send(route, url, caller.headers, json({}), `params ${junkId}`);
      }
      await send(route, `${route.url.replace(/:[A-Za-z_]+/g, 'x')}?q=%00`, {}, {}, 'anonymous');
    }

    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(routes.length * 50);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 600_000);
});
