import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataVersion } from '../../src/db/data-version';
import { addReadCache, FRESH, type ReadCacheStats } from '../../src/db/pglite-read-cache';

let client: PGlite;
let stats: ReadCacheStats;
beforeAll(async () => {
  client = new PGlite();
  stats = addReadCache(client, new DataVersion());
  await client.exec('create table notes (id int primary key, body text)');
});
afterAll(() => client.close());

const bodies = async () =>
  (await client.query<{ body: string }>('select body from notes order by id')).rows.map(
    (row) => row.body,
  );

describe('PGlite read cache', () => {
  it('answers a repeated read from memory and sees every write at once', async () => {
    await client.query('insert into notes values (1, $1)', ['first']);
    expect(await bodies()).toEqual(['first']);
    const hits = stats.hits;
    expect(await bodies()).toEqual(['first']);
    expect(stats.hits).toBe(hits + 1);

    await client.query('update notes set body = $1 where id = 1', ['changed']);
    expect(await bodies()).toEqual(['changed']);
    await client.exec("insert into notes values (2, 'second')");
    expect(await bodies()).toEqual(['changed', 'second']);
    await client.transaction(async (tx) => {
      await tx.query('delete from notes where id = 2');
    });
    expect(await bodies()).toEqual(['changed']);
  });

  it('keys on the parameters and never caches volatile or fresh reads', async () => {
    const byId = async (id: number) =>
      (await client.query<{ body: string }>('select body from notes where id = $1', [id])).rows;
    expect(await byId(1)).toEqual([{ body: 'changed' }]);
    expect(await byId(2)).toEqual([]);

    const hits = stats.hits;
    await client.query('select now()');
    await client.query('select now()');
    await client.query('select id from notes for update');
    await client.query('select id from notes for update');
    await client.query(`select 1 ${FRESH}`);
    await client.query(`select 1 ${FRESH}`);
    expect(stats.hits).toBe(hits);
  });

  it('keeps what it holds across a health check, which writes nothing', async () => {
    await bodies();
    const { hits, invalidations } = stats;
    await client.query(`select 1 ${FRESH}`);
    await bodies();
    expect(stats).toMatchObject({ hits: hits + 1, invalidations });
  });

  it('hands out frozen rows, so no caller can change what the next one reads', async () => {
    const { rows } = await client.query<{ body: string }>('select body from notes where id = 1');
    const again = await client.query<{ body: string }>('select body from notes where id = 1');
    expect(() => {
      again.rows[0]!.body = 'mutated';
    }).toThrow(TypeError);
    expect(rows[0]!.body).toBe('changed');
  });
});
