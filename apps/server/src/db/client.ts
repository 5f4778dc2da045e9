import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { addAccessCache } from './access-cache';
import { listenOnChannel } from './channel-listener';
import { DataVersion } from './data-version';
import { addReadCache, FRESH, type ReadCacheStats } from './pglite-read-cache';
import { attachChangeTriggers, listenForChanges, watchOwnWrites } from './postgres-changes';
import { nameStatements } from './postgres-statements';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type services see, whichever driver sits underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Moves on every write that could change a cached answer (see data-version.ts). */
  version: DataVersion;
  /** PGlite only: the read cache's counters and byte use. */
  readCache?: ReadCacheStats;
  /**
   * Calls `handler` after each commit that raised `channel` (`pg_notify`), in any process on this
   * database. Answers a function that stops listening.
   */
  listen(channel: string, handler: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/** Options for tools that watch the statements (the load benchmark records them). */
export interface OpenOptions {
  logger?: Logger;
  /** Byte budgets of the read and access caches; the defaults unless a test shrinks them. */
  cacheBytes?: { read?: number; access?: number };
}

/** Embedded PGlite in `dataDir`, or in memory when `dataDir` is undefined (tests). */
export async function openPglite(dataDir?: string, options: OpenOptions = {}): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const version = new DataVersion();
  const readCache = addReadCache(client, version, options.cacheBytes?.read);
  const db = drizzlePglite(client, { schema, logger: options.logger });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  addAccessCache(db as unknown as Db, version, options.cacheBytes?.access);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    version,
    readCache,
    // Notifications of this process's own transactions, delivered when they commit.
    listen: (channel, handler) => client.listen(channel, () => handler()),
    close: () => client.close(),
  };
}

const ADMIN_SHUTDOWN = '57P01';

export async function openPostgres(url: string, options: OpenOptions = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== ADMIN_SHUTDOWN)
      console.error('PostgreSQL idle client error:', error.message);
  });
  const version = new DataVersion();
  watchOwnWrites(pool, version);
  nameStatements(pool);
  const db = drizzlePg(pool, { schema, logger: options.logger });
  await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
  await attachChangeTriggers(db);
  const listener = listenForChanges(url, version);
  await listener.ready;
  addAccessCache(db as unknown as Db, version, options.cacheBytes?.access);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    version,
    async listen(channel, handler) {
      const listening = listenOnChannel(url, channel, handler);
      await listening.ready;
      return listening.close;
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }) {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(path.join(options.dataDir, 'pglite'));
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql.raw(`select 1 ${FRESH}`));
}
