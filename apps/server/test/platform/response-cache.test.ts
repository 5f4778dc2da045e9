import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/config';
import { openPostgres } from '../../src/db/client';
import { DataVersion } from '../../src/db/data-version';
import { ResponseCache } from '../../src/lib/response-cache';
import { createFileMailer } from '../../src/mail/mailer';
import { SUBCOURSE_NOT_FOUND } from '../../src/policies/subcourse.policy';
import { addStaff, enrol, signedInCourseAdmin } from '../helpers/course-factories';
import { signedIn } from '../helpers/factories';
import { createTestApp, GENEROUS_BUDGETS, type TestApp } from '../helpers/test-app';

/**
 * The versioned response cache (plugins/response-cache.ts). Each read below is answered from
 * the cache at least once before the change it must show, so a stale answer would fail it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });

/**
 * Reads `url` until an answer comes from the cache and returns it. On PostgreSQL the
 * notification of a write just made arrives a moment later and empties the cache once more, so
 * the first reads after a write may not be kept.
 */
async function cached(url: string, headers: Headers, app = t.app) {
  let previous = await app.inject({ method: 'GET', url, headers });
  for (let i = 0; i < 50; i++) {
    expect(previous.statusCode).toBe(200);
    const hits = app.responseCache.stats.hits;
    const again = await app.inject({ method: 'GET', url, headers });
    if (app.responseCache.stats.hits > hits) {
      expect(again.body).toBe(previous.body);
      return again;
    }
    previous = again;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} was never answered from the cache`);
}

const links = (response: { json(): unknown }) =>
  (response.json() as { name: string }[]).map((link) => link.name);

describe('response cache store', () => {
  const entry = (bytes: number) => ({ body: Buffer.alloc(bytes), headers: {} });

  it('serves an answer only under the version it was read under', () => {
    const version = new DataVersion();
    const cache = new ResponseCache(version);
    expect(cache.set('a', version.value, entry(10))).toBe(true);
    expect(cache.get('a')).toBeDefined();
    version.bump();
    expect(cache.get('a')).toBeUndefined();

    const started = version.value;
    version.bump(); // a write while the answer was being read
    expect(cache.set('b', started, entry(10))).toBe(false);
    expect(cache.get('b')).toBeUndefined();

    version.deafen('listener');
    expect(cache.set('c', version.value, entry(10))).toBe(false);
    version.hear('listener');
    expect(cache.set('c', version.value, entry(10))).toBe(true);
    version.deafen('listener');
    expect(cache.get('c')).toBeUndefined();
  });

  it('keeps within its byte budget, dropping the least recently used, and skips huge answers', () => {
    const version = new DataVersion();
    const cache = new ResponseCache(version, 4_000, 2_000);
    expect(cache.set('huge', version.value, entry(2_000))).toBe(false);
    for (const key of ['a', 'b', 'c']) cache.set(key, version.value, entry(700));
    cache.get('a');
    cache.set('d', version.value, entry(700));
    expect(['a', 'b', 'c', 'd'].filter((key) => cache.get(key))).toEqual(['a', 'c', 'd']);
  });
});

describe('cached reads', () => {
  it('answers a repeated read with the same bytes, headers and no-store', async () => {
    const { admin, subcourse } = await signedInCourseAdmin(t);
    const url = `/api/subcourse/${subcourse.id}/report`;
    const fresh = await get(url, admin.headers);
    const again = await cached(url, admin.headers);
    expect(again.body).toBe(fresh.body);
    for (const name of ['content-type', 'content-disposition', 'content-length']) {
      expect(again.headers[name]).toBe(fresh.headers[name]);
    }
    expect(again.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.headers['content-security-policy']).toBe(fresh.headers['content-security-policy']);
  });

  it('shows a write made through the API on the next read', async () => {
    const { admin, subcourse } = await signedInCourseAdmin(t);
    const url = `/api/staff/links/${subcourse.id}`;
    expect(links(await cached(url, admin.headers))).toEqual([]);
    const added = await t.app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { name: 'Docs', url: 'https://docs.example.com' },
    });
    expect(added.statusCode).toBe(200);
    expect(links(await get(url, admin.headers))).toEqual(['Docs']);
  });

  it('never gives one caller the answer another was given', async () => {
    const { admin, subcourse } = await signedInCourseAdmin(t);
    const tutor = await signedIn(t, 'staff', { role: 'tutor' });
    await addStaff(t.db, subcourse.id, tutor.id, 'tutor', ['H12A']);
    const url = `/api/staff/links/${subcourse.id}`;
    for (const [caller, name] of [
      [admin, 'Admin docs'],
      [tutor, 'Tutor docs'],
    ] as const) {
      const payload = { name, url: `https://example.com/${caller.id}` };
      await t.app.inject({ method: 'POST', url, headers: caller.headers, payload });
    }
    expect(links(await cached(url, admin.headers))).toEqual(['Admin docs']);
    expect(links(await cached(url, tutor.headers))).toEqual(['Tutor docs']);
    expect(links(await get(url, admin.headers))).toEqual(['Admin docs']);

    // Same URL, other people: a stranger is refused rather than handed a cached answer.
    const stranger = await signedIn(t, 'staff', { role: 'tutor' });
    const refused = await get(url, stranger.headers);
    expect(refused.statusCode).toBe(404);
    expect(await get(url)).toMatchObject({ statusCode: 401 });

    // A route open to callers without a token: its internals are for the course's staff only.
    const course = `/api/course/details/${subcourse.parentCourseId}`;
    const asStaff = (await cached(course, admin.headers)).json() as Record<string, unknown>;
    const anonymous = (await cached(course, {})).json() as Record<string, unknown>;
    const asStranger = (await cached(course, stranger.headers)).json();
    expect(Object.keys(anonymous).length).toBeLessThan(Object.keys(asStaff).length);
    expect(asStranger).toEqual(anonymous);
    expect((await get(course, admin.headers)).json()).toEqual(asStaff);
  });

  it('keeps no answer other than a 200', async () => {
    const { subcourse } = await signedInCourseAdmin(t);
    const student = await signedIn(t, 'student');
    const url = `/api/subcourse/${subcourse.id}`;
    const { stored, hits } = t.app.responseCache.stats;
    for (let i = 0; i < 3; i++) {
      const response = await get(url, student.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: SUBCOURSE_NOT_FOUND });
    }
    expect(t.app.responseCache.stats).toMatchObject({ stored, hits });

    await enrol(t.db, subcourse.id, student.id);
    expect((await cached(url, student.headers)).statusCode).toBe(200);
  });

  it('leaves routes that did not opt in alone', async () => {
    const { stored, hits, misses } = t.app.responseCache.stats;
    for (let i = 0; i < 2; i++) expect((await get('/api/health')).statusCode).toBe(200);
    expect(t.app.responseCache.stats).toMatchObject({ stored, hits, misses });
  });

  it('keeps nothing when RESPONSE_CACHE_MB is 0', async () => {
    const off = await createTestApp({ responseCacheMb: 0 });
    try {
      const { subcourse, admin } = await signedInCourseAdmin(off);
      for (let i = 0; i < 3; i++) {
        expect(
          (await off.app.inject({ url: `/api/subcourse/${subcourse.id}`, headers: admin.headers }))
            .statusCode,
        ).toBe(200);
      }
      expect(off.app.responseCache.stats).toMatchObject({ stored: 0, hits: 0 });
    } finally {
      await off.close();
    }
  });

  describe.runIf(process.env.TEST_DATABASE_URL)(
    'with a second server on the same PostgreSQL',
    () => {
      async function secondServer() {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'capstone-second-'));
        const config = loadConfig({
          DATA_DIR: dataDir,
          JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
          LOG_LEVEL: 'silent',
          NODE_ENV: 'test',
        });
        const database = await openPostgres(t.database.url!);
        const app = await buildApp({
          config,
          database,
          mailer: createFileMailer({}),
          budgets: GENEROUS_BUDGETS,
          logger: false,
        });
        await app.ready();
        return {
          app,
          async close() {
            await app.close();
            await database.close();
          },
        };
      }

      /** Reads until `done` holds, for as long as a notification may take to arrive. */
      async function eventually(read: () => Promise<boolean>) {
        for (let i = 0; i < 100; i++) {
          if (await read()) return;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(await read()).toBe(true);
      }

      it("shows the other server's write to a table outside the access checks", async () => {
        const second = await secondServer();
        try {
          const { admin, subcourse } = await signedInCourseAdmin(t);
          const url = `/api/staff/links/${subcourse.id}`;
          expect(links(await cached(url, admin.headers))).toEqual([]);
          const added = await second.app.inject({
            method: 'POST',
            url,
            headers: admin.headers,
            payload: { name: 'From the other server', url: 'https://example.com/other' },
          });
          expect(added.statusCode).toBe(200);
          await eventually(async () => links(await get(url, admin.headers)).length === 1);
          expect(links(await get(url, admin.headers))).toEqual(['From the other server']);

          // And the other way round: the second server's cached answer follows this one's write.
          expect(links(await cached(url, admin.headers, second.app))).toHaveLength(1);
          await t.app.inject({
            method: 'POST',
            url,
            headers: admin.headers,
            payload: { name: 'From this server', url: 'https://example.com/this' },
          });
          await eventually(
            async () =>
              links(await second.app.inject({ method: 'GET', url, headers: admin.headers }))
                .length === 2,
          );
        } finally {
          await second.close();
        }
      });
    },
  );
});
