import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { auditEvents } from '../../src/db/schema';
import { openTestDatabase } from '../helpers/test-database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('audit_events in the database', () => {
  it('takes new events but refuses UPDATE, DELETE and TRUNCATE, even in plain SQL', async () => {
    const { db } = database;
    await db.insert(auditEvents).values({
      actorType: 'system',
      action: 'test.event',
      summary: { count: 1 },
    });
    for (const statement of [
      sql`update audit_events set action = 'changed'`,
      sql`delete from audit_events`,
      sql`truncate audit_events`,
    ]) {
      const error: unknown = await db.execute(statement).then(
        () => null,
        (failure: unknown) => failure,
      );
      // Drizzle wraps the database's error: its own message is the cause's.
      const cause = (error as { cause?: { message?: string } } | null)?.cause;
      expect(cause?.message).toMatch(/append-only/);
    }
    const rows = await db.select().from(auditEvents);
    expect(rows.map((row) => row.action)).toEqual(['test.event']);
  });
});
