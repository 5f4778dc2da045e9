import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { addAccessCache } from '../access/access-cache';
import { keepListening } from './listen-connection';
import { DataVersion } from './data-version';
import { ListenerStates, type ListenerTiming } from './listener-states';
import { migratePglite, migratePostgres } from './migrate';
import { copyPgliteTemplate } from './pglite-template';
import { DEFAULT_POOL_MAX } from './pool-sizes';
import { addReadCache, FRESH, type ReadCacheStats } from './pglite-read-cache';
import { attachChangeTriggers, listenForChanges, watchOwnWrites } from './postgres-changes';
import { nameStatements } from './postgres-statements';
import * as schema from './schema';
import type { Db } from './types';

export type { Db, DbOrTx, Schema, Tx } from './types';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Moves on every write that could change a cached answer (see data-version.ts). */
  version: DataVersion;
  /** The LISTEN connections of this process and whether each hears now (PostgreSQL). */
  listeners: ListenerStates;
  /** PGlite only: the read cache's counters and byte use. */
  readCache?: ReadCacheStats;
  /** PostgreSQL only: `DATABASE_POOL_MAX`, the query pool's size (pool-sizes.ts sizes the rest). */
  poolMax?: number;
  /** PGlite only: this start created the database from the build's seeded template. */
  fromTemplate?: boolean;
  /**
   * Calls `handler` after each commit that raised `channel` (`pg_notify`), in any process on this
   * database, and each time listening (re)starts, since what was raised meanwhile was not heard.
   * Answers a function that stops listening.
   */
  listen(channel: string, handler: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Options for tools that watch the statements (the load benchmark records them). */
export interface OpenOptions {
  logger?: Logger;
  /** Byte budgets of the read and access caches; the defaults unless a test shrinks them. */
  cacheBytes?: { read?: number; access?: number };
  /** Heartbeat and reconnection timing of the LISTEN connections (tests shorten it). */
  listenerTiming?: Partial<ListenerTiming>;
  /** PostgreSQL: the query pool's size (`DATABASE_POOL_MAX`). */
  poolMax?: number;
  /** PGlite: a data directory dumped by `dumpDataDir` to start from instead of an empty one. */
  pgliteDump?: Blob;
}

/** The embedded database in `dataDir`, or in memory when `dataDir` is undefined (tests). */
export async function openPgliteClient(dataDir?: string, dump?: Blob): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, loadDataDir: dump });
  await client.waitReady;
  return client;
}

/** Embedded PGlite in `dataDir`, or in memory when `dataDir` is undefined (tests), migrated. */
export async function openPglite(dataDir?: string, options: OpenOptions = {}): Promise<Database> {
  const client = await openPgliteClient(dataDir, options.pgliteDump);
  const version = new DataVersion();
  const readCache = addReadCache(client, version, options.cacheBytes?.read);
  const db = drizzlePglite(client, { schema, logger: options.logger });
  await migratePglite(db);
  addAccessCache(db as unknown as Db, version, options.cacheBytes?.access);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    version,
    listeners: new ListenerStates(version),
    readCache,
    // Notifications of this process's own transactions, delivered when they commit.
    listen: (channel, handler) => client.listen(channel, () => handler()),
    close: () => client.close(),
  };
}

const ADMIN_SHUTDOWN = '57P01';

export async function openPostgres(url: string, options: OpenOptions = {}): Promise<Database> {
  const poolMax = options.poolMax ?? DEFAULT_POOL_MAX;
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== ADMIN_SHUTDOWN)
      console.error('PostgreSQL idle client error:', error.message);
  });
  const version = new DataVersion();
  watchOwnWrites(pool, version);
  nameStatements(pool);
  const db = drizzlePg(pool, { schema, logger: options.logger });
  await migratePostgres(url);
  await attachChangeTriggers(db);
  const listeners = new ListenerStates(version, options.listenerTiming);
  const listener = listenForChanges(url, version, listeners);
  await listener.ready;
  addAccessCache(db as unknown as Db, version, options.cacheBytes?.access);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    version,
    listeners,
    poolMax,
    async listen(channel, handler) {
      const listening = keepListening({
        name: channel,
        url,
        states: listeners,
        guardsCaches: false,
        channels: [channel],
        onNotification: handler,
        onListening: handler,
      });
      await listening.ready;
      return listening.close;
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  databasePoolMax?: number;
}): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, { poolMax: options.databasePoolMax });
  const dataDir = path.join(options.dataDir, 'pglite');
  const fromTemplate = await copyPgliteTemplate(dataDir);
  return { ...(await openPglite(dataDir)), fromTemplate };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql.raw(`select 1 ${FRESH}`));
}
