import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachChangeTriggers, DATA_CHANGED_CHANNEL } from '../../src/db/postgres-changes';
import { openScratchPostgres } from '../helpers/test-database';

type Scratch = Awaited<ReturnType<typeof openScratchPostgres>>;

/** Public tables and how many data-change triggers each carries. */
async function triggersPerTable(database: Scratch) {
  const result = (await database.db.execute(sql`
    select c.relname as table, count(t.oid)::int as triggers
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_trigger t
      on t.tgrelid = c.oid and t.tgfoid = 'public.notify_access_changed()'::regprocedure
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    group by c.relname order by c.relname`)) as { rows: { table: string; triggers: number }[] };
  return result.rows;
}

/**
 * Every write by any process to any table must reach the other servers, whose cached answers
 * (access checks and whole responses) could otherwise outlive the data they were read from.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('data-change notifications on PostgreSQL', () => {
  let database: Scratch;
  beforeAll(async () => {
    database = await openScratchPostgres(process.env.TEST_DATABASE_URL!);
  });
  afterAll(() => database.close());

  it('gives every table of the schema exactly one trigger', async () => {
    const tables = await triggersPerTable(database);
    expect(tables.map((row) => row.table)).toEqual(
      expect.arrayContaining(['students', 'staff_links', 'groups', 'projects']),
    );
    expect(tables.filter((row) => row.triggers !== 1)).toEqual([]);
  });

  it('covers a table added later at the next start, and announces its writes', async () => {
    await database.db.execute(sql`create table later_notes (id int primary key, body text)`);
    expect((await triggersPerTable(database)).find((row) => row.table === 'later_notes')).toEqual({
      table: 'later_notes',
      triggers: 0,
    });
    await attachChangeTriggers(database.db);
    await attachChangeTriggers(database.db);
    expect((await triggersPerTable(database)).filter((row) => row.triggers !== 1)).toEqual([]);

    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    try {
      await listener.query(`LISTEN ${DATA_CHANGED_CHANNEL}`);
      const heard = new Promise<string>((resolve) =>
        listener.on('notification', (message) => resolve(message.channel)),
      );
      const other = new pg.Client({ connectionString: database.url });
      await other.connect();
      await other.query(`insert into later_notes values (1, 'from another process')`);
      await other.end();
      const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('silence'), 5_000));
      expect(await Promise.race([heard, timeout])).toBe(DATA_CHANGED_CHANNEL);
    } finally {
      await listener.end();
    }
  });
});
