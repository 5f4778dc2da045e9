import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessCacheUsage } from '../../src/access/access-cache';
import { DataVersion } from '../../src/db/data-version';
import { addReadCache } from '../../src/db/pglite-read-cache';
import { versionedCache } from '../../src/db/versioned-cache';
import { estimateBytes } from '../../src/lib/byte-size';
import { ResponseCache } from '../../src/lib/response-cache';
import { createCourse } from '../helpers/course-factories';
import { createAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Every cache keeps within its byte budget, least recently used out first. */
describe('estimateBytes', () => {
  it('grows with the data a value holds', () => {
    const row = { id: 'a', name: 'Ada' };
    expect(estimateBytes('x'.repeat(1000))).toBeGreaterThanOrEqual(2000);
    expect(estimateBytes([row, row, { ...row }])).toBeLessThan(
      estimateBytes([row, { ...row }, { ...row }]),
    );
    expect(
      estimateBytes({ rows: Array.from({ length: 100 }, () => ({ ...row })) }),
    ).toBeGreaterThan(100 * estimateBytes(row) * 0.9);
    expect(estimateBytes(Buffer.alloc(10_000))).toBeGreaterThanOrEqual(10_000);
  });
});

describe('versioned (access) cache', () => {
  it('stays within its byte budget however many keys, dropping the least recently used', async () => {
    const version = new DataVersion();
    const cache = versionedCache<{ text: string }>(version, 20_000);
    const load = (key: string) => async () => ({ text: `${key}:${'x'.repeat(500)}` });
    let loads = 0;
    const get = (key: string) =>
      cache.get(key, () => {
        loads++;
        return load(key)();
      });
    for (let i = 0; i < 500; i++) {
      await get(`key-${i}`);
      expect(cache.usage().bytes).toBeLessThanOrEqual(20_000);
    }
    expect(cache.usage().entries).toBeGreaterThan(5);
    expect(cache.usage().entries).toBeLessThan(500);

    // Least recently used goes first: a key kept in use outlives every key written after it.
    await get('a');
    for (let i = 0; i < cache.usage().entries * 2; i++) {
      await get('a');
      await get(`more-${i}`);
    }
    const before = loads;
    await get('a');
    expect(loads).toBe(before);
    await get('key-499');
    expect(loads).toBe(before + 1);
  });

  it('keeps an undefined answer (no access) like any other', async () => {
    const cache = versionedCache<undefined>(new DataVersion());
    let loads = 0;
    const load = async () => {
      loads++;
      return undefined;
    };
    await cache.get('none', load);
    await cache.get('none', load);
    expect(loads).toBe(1);
  });
});

describe('PGlite read cache', () => {
  let client: PGlite;
  const budget = 64 * 1024;
  let stats: ReturnType<typeof addReadCache>;
  beforeAll(async () => {
    client = new PGlite();
    stats = addReadCache(client, new DataVersion(), budget);
    await client.exec(
      "create table notes (id int primary key, body text); insert into notes select g, repeat('n', 200) from generate_series(1, 50) g",
    );
  });
  afterAll(() => client.close());

  const read = (id: number) => client.query('select id, body from notes where id = $1', [id]);

  it('stays within its byte budget under many distinct reads', async () => {
    for (let i = 0; i < 800; i++) {
      await read(i);
      expect(stats.bytes).toBeLessThanOrEqual(budget);
    }
    expect(stats.entries).toBeGreaterThan(10);
    expect(stats.entries).toBeLessThan(800);
  });

  it('drops the least recently used read first', async () => {
    await read(1);
    await read(2);
    // Keep 1 in use while enough new reads go by to push everything else out.
    for (let i = 0; i < stats.entries * 2; i++) {
      await read(1);
      await read(10_000 + i);
    }
    let hits = stats.hits;
    await read(1);
    expect(stats.hits).toBe(hits + 1);
    hits = stats.hits;
    await read(2);
    expect(stats.hits).toBe(hits);
  });

  it('does not keep one result larger than a quarter of the budget', async () => {
    const misses = stats.misses;
    const big = "select repeat('x', 40000) as big";
    await client.query(big);
    await client.query(big);
    expect(stats.misses).toBe(misses + 2);
  });
});

describe('response cache store', () => {
  it('keeps its byte total within budget however many distinct URLs', () => {
    const version = new DataVersion();
    const cache = new ResponseCache(version, 100_000, 10_000);
    for (let i = 0; i < 1_000; i++) {
      cache.set(`anonymous GET /api/course/search?query=q${i}`, version.value, {
        body: Buffer.from('x'.repeat(1_500)),
        headers: {},
      });
      expect(cache.usage().bytes).toBeLessThanOrEqual(100_000);
    }
    expect(cache.usage().entries).toBeLessThan(1_000);
    expect(cache.get('anonymous GET /api/course/search?query=q999')).toBeDefined();
    expect(cache.get('anonymous GET /api/course/search?query=q0')).toBeUndefined();
  });
});

describe('anonymous searches against the app', () => {
  let t: TestApp;
  const readBudget = 128 * 1024;
  const accessBudget = 64 * 1024;
  beforeAll(async () => {
    t = await createTestApp({
      responseCacheMb: 1,
      cacheBytes: { read: readBudget, access: accessBudget },
    });
    const owner = await createAccount(t.db, 'staff');
    for (let i = 0; i < 20; i++) {
      await createCourse(t.db, owner.id, {
        name: `Searchable ${i}`,
        description: `Searchable course ${'d'.repeat(4_000)}`,
      });
    }
  });
  afterAll(() => t.close());

  it('never grow any cache past its budget', async () => {
    const urls = Array.from({ length: 200 }, (_, i) =>
      i % 2 === 0
        ? `/api/course/search?query=q${i}x${'z'.repeat(20)}`
        : `/api/course/search?query=searchable&n=${i}`,
    );
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const response2 = await t.app.inject({ method: 'GET', url });
      expect(response2.body).toBe(response.body);
    }
    const responses = t.app.responseCache.usage();
    expect(responses.bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(responses.entries).toBeLessThan(urls.length);
    expect(t.app.responseCache.stats.hits).toBeGreaterThan(0);
    expect(accessCacheUsage(t.db)!.bytes).toBeLessThanOrEqual(accessBudget);
    const read = t.database.readCache;
    if (read) {
      expect(read.bytes).toBeLessThanOrEqual(readBudget);
      expect(read.entries).toBeGreaterThan(0);
      expect(read.entries).toBeLessThan(urls.length / 2);
    }
    const found = await t.app.inject({ method: 'GET', url: '/api/course/search?query=searchable' });
    expect(found.json<unknown[]>()).toHaveLength(20);
  });
});
