import { createScratchDatabase } from '../../../../scripts/scratch-database.mjs';
import { openPglite, openPostgres, type Database, type OpenOptions } from '../../src/db/client';
import { pgliteTemplate, postgresTemplate } from './database-templates';

/**
 * A fresh, migrated PostgreSQL database next to `adminUrl`'s, dropped again on close: a copy of
 * the run's migrated template when the global setup made one, else migrated here.
 */
export async function openScratchPostgres(
  adminUrl: string,
  prefix = 'capstone_test',
  options: OpenOptions = {},
): Promise<Database & { url: string }> {
  const scratch = await createScratchDatabase(adminUrl, prefix, postgresTemplate());
  const database = await openPostgres(scratch.url, options);
  return {
    ...database,
    url: scratch.url,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * One migrated database per test file: in-memory PGlite always, or a fresh PostgreSQL database
 * when TEST_DATABASE_URL is set (created here and dropped when the file ends). Either starts as
 * a copy of the run's migrated template when there is one; opening it still runs the migrator,
 * which then finds nothing to do.
 */
export async function openTestDatabase(
  options: OpenOptions = {},
): Promise<Database & { url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl
    ? openScratchPostgres(adminUrl, undefined, options)
    : openPglite(undefined, { pgliteDump: pgliteTemplate(), ...options });
}
