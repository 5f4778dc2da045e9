import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client';
import { PostgresRateLimiter, RateLimiter, type Limiter } from '../lib/rate-limiter';

/**
 * What several server processes on one PostgreSQL database must share besides the data: the
 * rate-limit budgets and the Socket.IO rooms. On PostgreSQL both go through a small pool of its
 * own (kept apart from the app's pool, whose writes move the data version and clear caches); on
 * the embedded database there is one process, so an in-process counter does.
 */
export interface RealtimeStore {
  kind: Database['kind'];
  limiter: Limiter;
  /** PostgreSQL only: the Socket.IO adapter's and the listeners' connections. */
  pool?: pg.Pool;
  /** PGlite only: the embedded database, for LISTEN. */
  pglite?: PGlite;
  close(): Promise<void>;
}

/** The connection string of the app's PostgreSQL pool (tests open scratch databases). */
function connectionStringOf(database: Database): string {
  const client = (database.db as unknown as { $client: pg.Pool }).$client;
  const url = client.options.connectionString;
  if (!url) throw new Error('PostgreSQL pool without a connection string');
  return url;
}

export function openRealtimeStore(database: Database): RealtimeStore {
  if (database.kind === 'pglite') {
    return {
      kind: 'pglite',
      limiter: new RateLimiter(),
      pglite: (database.db as unknown as { $client: PGlite }).$client,
      close: async () => {},
    };
  }
  // Two connections stay checked out (the adapter's LISTEN, the membership LISTEN); the rest
  // serve rate-limit statements and the adapter's NOTIFYs.
  const pool = new pg.Pool({ connectionString: connectionStringOf(database), max: 6 });
  // A terminated backend errors its client: idle ones through the pool, checked-out ones (the
  // adapter's LISTEN holds one and only watches `end`, then reconnects) on the client itself.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    // The adapter forgets its LISTEN client on `end` without releasing it, and `pool.end()`
    // would then wait for it forever. Released here; one released already throws, harmlessly.
    client.on('end', () => {
      try {
        (client as pg.PoolClient).release(true);
      } catch {
        // released already, or never checked out
      }
    });
  });
  let closed = false;
  return {
    kind: 'postgres',
    limiter: new PostgresRateLimiter(pool),
    pool,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
