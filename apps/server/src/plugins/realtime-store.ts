import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client';
import { DEFAULT_POOL_MAX, realtimePoolMax } from '../db/pool-sizes';
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
  /**
   * Calls `onPayload` with every notification raised on `channel` by any process, once the
   * raising transaction commits (a trigger or `pg_notify`).
   */
  listen(channel: string, onPayload: (payload: string | undefined) => void): Listening;
  close(): Promise<void>;
}

export interface Listening {
  ready: Promise<void>;
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;

/** LISTEN on the embedded database: in process, nothing to reconnect. */
function listenPglite(pglite: PGlite, channel: string, onPayload: (payload: string) => void) {
  const unsubscribe = pglite.listen(channel, onPayload);
  return {
    ready: unsubscribe.then(() => undefined),
    // The database may already be closed (shutdown order): nothing is left to unsubscribe.
    close: async () => {
      try {
        await (
          await unsubscribe
        )();
      } catch {
        // closed already
      }
    },
  };
}

/** LISTEN on a connection of its own from `pool`, opened again after a failure. */
function listenPostgres(
  pool: pg.Pool,
  channel: string,
  onPayload: (payload: string | undefined) => void,
): Listening {
  let client: pg.PoolClient | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const drop = () => {
    const last = client;
    client = undefined;
    if (last) {
      last.removeAllListeners();
      last.on('error', () => {});
      last.release(true);
    }
  };
  const connect = async (): Promise<void> => {
    try {
      const next = await pool.connect();
      client = next;
      next.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload);
      });
      next.on('error', () => {
        drop();
        if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
      });
      await next.query(`LISTEN ${channel}`);
    } catch {
      drop();
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    }
  };
  return {
    ready: connect(),
    async close() {
      closed = true;
      clearTimeout(retry);
      drop();
    },
  };
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
    const pglite = (database.db as unknown as { $client: PGlite }).$client;
    return {
      kind: 'pglite',
      limiter: new RateLimiter(),
      pglite,
      listen: (channel, onPayload) => listenPglite(pglite, channel, onPayload),
      close: async () => {},
    };
  }
  // Three connections stay checked out (the adapter's LISTEN, the membership and the session
  // LISTENs); the rest serve rate-limit statements and the adapter's NOTIFYs (pool-sizes.ts).
  const pool = new pg.Pool({
    connectionString: connectionStringOf(database),
    max: realtimePoolMax(database.poolMax ?? DEFAULT_POOL_MAX),
  });
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
    listen: (channel, onPayload) => listenPostgres(pool, channel, onPayload),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
