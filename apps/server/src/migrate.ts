import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { ConfigError, loadDatabaseConfig } from './config/config';
import { openPgliteClient } from './db/client';
import { migratePglite, migratePostgres, type MigrationResult } from './db/migrate';

/**
 * `npm run migrate`: brings the database of `DATABASE_URL` (or the embedded one in `DATA_DIR`)
 * up to date and exits, for operators who migrate before they deploy. Every server start does
 * the same, under the same lock, so running it is never required.
 */
async function main() {
  const { databaseUrl, dataDir } = loadDatabaseConfig();
  let result: MigrationResult;
  if (databaseUrl) {
    result = await migratePostgres(databaseUrl);
  } else {
    const client = await openPgliteClient(path.join(dataDir, 'pglite'));
    try {
      result = await migratePglite(drizzle(client));
    } finally {
      await client.close();
    }
  }
  const where = databaseUrl ? 'PostgreSQL' : `the embedded database in ${dataDir}`;
  console.log(
    `Migrations: ${result.applied} applied now, ${result.total} in all (${where}); up to date.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
