import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { openTestDatabase } from '../helpers/test-database';

describe.runIf(process.env.TEST_DATABASE_URL)('statements on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('prepares each parameterised statement once per connection and reuses it', async () => {
    const prepared = (await database.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await tx.execute(sql`select ${i}::int as named_statement_probe`);
      await tx.execute(sql`select 1 as unparameterised_probe`);
      return tx.execute(
        sql`select statement from pg_prepared_statements where statement like '%_probe'`,
      );
    })) as { rows: { statement: string }[] };
    expect(prepared.rows.map((row) => row.statement)).toEqual([
      'select $1::int as named_statement_probe',
    ]);
  });
});
