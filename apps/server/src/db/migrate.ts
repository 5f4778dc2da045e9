import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migrateEmbedded } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';

/** The session lock every server process takes before it migrates a PostgreSQL database. */
export const MIGRATION_LOCK_SQL = `hashtext('capstone_migrations')`;

export interface MigrationResult {
  /** Migrations this call applied. */
  applied: number;
  /** Migrations the database has now. */
  total: number;
}

interface Executes {
  execute(query: SQL): Promise<{ rows: unknown[] }>;
}

/** Rows of drizzle's journal table; none before the first migration created it. */
async function countApplied(db: Executes): Promise<number> {
  const exists = await db.execute(
    sql.raw(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS "exists"`),
  );
  if (!(exists.rows[0] as { exists: boolean }).exists) return 0;
  const counted = await db.execute(
    sql.raw(`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`),
  );
  return (counted.rows[0] as { n: number }).n;
}

/**
 * Applies what PostgreSQL lacks, on a connection of its own that holds a session-level advisory
 * lock meanwhile: processes starting together take turns, and each after the first finds
 * nothing left to do. Drizzle's migrator alone would let both create the same tables. The lock
 * ends with the connection, so a process that dies while migrating does not leave it held.
 */
export async function migratePostgres(url: string): Promise<MigrationResult> {
  const client = new pg.Client({ connectionString: url });
  // A backend terminated mid-way rejects the query in flight; the event must not crash us too.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK_SQL})`);
    const db = drizzle(client);
    const before = await countApplied(db);
    await migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_DIR });
    const total = await countApplied(db);
    return { applied: total - before, total };
  } finally {
    await client.end().catch(() => {});
  }
}

/** The embedded database belongs to one process: nothing to take turns with. */
export async function migratePglite(db: PgliteDatabase<Record<string, unknown>>) {
  const before = await countApplied(db);
  await migrateEmbedded(db, { migrationsFolder: MIGRATIONS_DIR });
  const total = await countApplied(db);
  return { applied: total - before, total };
}
