import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database, type OpenOptions } from '../../src/db/client';

/** A fresh, migrated PostgreSQL database next to `adminUrl`'s, dropped again on close. */
export async function openScratchPostgres(
  adminUrl: string,
  prefix = 'capstone_test',
  options: OpenOptions = {},
): Promise<Database & { url: string }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), options);
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * One migrated database per test file: in-memory PGlite always, or a fresh PostgreSQL database
 * when TEST_DATABASE_URL is set (created here and dropped when the file ends).
 */
export async function openTestDatabase(
  options: OpenOptions = {},
): Promise<Database & { url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl
    ? openScratchPostgres(adminUrl, undefined, options)
    : openPglite(undefined, options);
}
