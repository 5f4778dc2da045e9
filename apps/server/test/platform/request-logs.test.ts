import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@capstone/contracts';
import { loggerOptions } from '../../src/lib/logger';
import { requestIds } from '../../src/lib/request-ids';
import { signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Every JSON line the app logged. */
const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream } });
});
afterAll(() => t.close());

const requestLines = (url: string) => lines.filter((line) => line.url === url);

describe('request logs', () => {
  it('writes one line per request, after the answer, with method, url, status and time', async () => {
    const account = await signedIn(t, 'student');
    const url = '/api/student/subcourse/all';
    const ok = await t.app.inject({ method: 'GET', url, headers: account.headers });
    expect(ok.statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'GET', url: '/api/staff/subcourse/all' });
    expect(refused.json()).toEqual({ Error: MESSAGES.missingAuth });

    const [line, ...more] = requestLines(url);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: 30, msg: 'request', method: 'GET', statusCode: 200 });
    expect(line!.ms).toEqual(expect.any(Number));
    expect(line!.reqId).toEqual(expect.any(String));
    expect(requestLines('/api/staff/subcourse/all')).toEqual([
      expect.objectContaining({ msg: 'request', statusCode: 401 }),
    ]);
    // Fastify's own "incoming request" / "request completed" pair is gone.
    expect(lines.filter((l) => /incoming request|request completed/.test(String(l.msg)))).toEqual(
      [],
    );
  });

  it('writes one line for each answer from the response cache too', async () => {
    const account = await signedIn(t, 'staff');
    const url = '/api/staff/all-course-codes';
    const hits = t.app.responseCache.stats.hits;
    for (let i = 0; i < 3; i++) {
      expect(
        (await t.app.inject({ method: 'GET', url, headers: account.headers })).statusCode,
      ).toBe(200);
    }
    expect(t.app.responseCache.stats.hits).toBeGreaterThan(hits);
    expect(requestLines(url)).toEqual(
      Array.from({ length: 3 }, () => expect.objectContaining({ msg: 'request', statusCode: 200 })),
    );
  });

  it('never writes the token', async () => {
    const account = await signedIn(t, 'client');
    await t.app.inject({
      method: 'GET',
      url: '/api/client/subcourse/all',
      headers: account.headers,
    });
    const token = account.headers.authorization.replace('Bearer ', '');
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});

describe('request ids (issue 18)', () => {
  it('are unique within the process and carry its tag, so logs of several processes never collide', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/health' });
    const ids = requestLines('/api/health').map((line) => String(line.reqId));
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set(ids.map((id) => /^([A-Za-z0-9_-]{8})-[0-9a-z]+$/.exec(id)?.[1]));
    expect([...tags]).toEqual([expect.stringMatching(/^[A-Za-z0-9_-]{8}$/)]);
  });

  it('start from a fresh random tag in every process', () => {
    const first = requestIds();
    const second = requestIds();
    const [a, b] = [first(), second()];
    expect(a).not.toBe(b);
    expect(a.endsWith('-1') && b.endsWith('-1')).toBe(true);
    expect(first()).toBe(a.replace(/-1$/, '-2'));
  });
});

describe('log format', () => {
  it('pretty-prints for a terminal and writes JSON lines otherwise', () => {
    expect(loggerOptions({ logLevel: 'info' }, true)).toMatchObject({
      level: 'info',
      transport: { target: 'pino-pretty' },
    });
    expect(loggerOptions({ logLevel: 'warn' }, false)).toEqual({ level: 'warn' });
  });
});
