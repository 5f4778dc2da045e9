import { drizzle } from 'drizzle-orm/pglite';
import { readFileSync, writeFileSync } from 'node:fs';
import { createScratchDatabase } from '../../../../scripts/scratch-database.mjs';
import { openPgliteClient, openPostgres } from '../../src/db/client';
import { migratePglite } from '../../src/db/migrate';

/**
 * Every test file gets a database of its own, and a new one costs seconds of initdb and
 * migrations. The run's global setup (global-setup.ts) therefore migrates one database first,
 * and each file starts from a copy of it. The setup names the copy's source in these variables,
 * which the test processes inherit; without them (a benchmark, say) databases start empty.
 */
const PGLITE_TEMPLATE = 'CAPSTONE_TEST_PGLITE_TEMPLATE';
const POSTGRES_TEMPLATE = 'CAPSTONE_TEST_POSTGRES_TEMPLATE';

/** A migrated PGlite's data directory, written to `file` and named for the test processes. */
export async function preparePgliteTemplate(file: string) {
  const client = await openPgliteClient();
  try {
    await migratePglite(drizzle(client));
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  process.env[PGLITE_TEMPLATE] = file;
}

/**
 * A migrated PostgreSQL database next to `adminUrl`'s, with everything a server start adds
 * (its change triggers), named for the test processes. Answers a function that drops it.
 */
export async function preparePostgresTemplate(adminUrl: string) {
  const template = await createScratchDatabase(adminUrl, 'capstone_template');
  // Opened and closed again: copies need the template to have no connection left.
  await (await openPostgres(template.url)).close();
  process.env[POSTGRES_TEMPLATE] = template.name;
  return template.drop;
}

/** The migrated PGlite to start from, if the global setup made one. */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[PGLITE_TEMPLATE];
  return file ? new Blob([readFileSync(file)]) : undefined;
}

/** The migrated PostgreSQL database to copy, if the global setup made one. */
export const postgresTemplate = (): string | undefined => process.env[POSTGRES_TEMPLATE];
