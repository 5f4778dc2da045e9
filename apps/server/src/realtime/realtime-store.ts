import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client';
import { cutConnection, keepListening, startHeartbeat, within } from '../db/listen-connection';
import type { ListenerStates } from '../db/listener-states';
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
  /** PostgreSQL only: rate-limit statements and the Socket.IO adapter's NOTIFYs. */
  pool?: pg.Pool;
  /** PGlite only: the embedded database, for LISTEN. */
  pglite?: PGlite;
  /**
   * Calls `onPayload` with every notification raised on `channel` by any process, once the
   * raising transaction commits (a trigger or `pg_notify`). On PostgreSQL the connection can
   * be lost; `onResumed` is called when it listens again, since whatever was raised in between
   * was missed and must be checked against the database.
   */
  listen(
    channel: string,
    onPayload: (payload: string | undefined) => void,
    onResumed?: () => void,
  ): Listening;
  /**
   * PostgreSQL only: what `@socket.io/postgres-adapter` takes for a pool. Its LISTEN connection
   * is a watched connection of its own (keepalive, heartbeat; cut when deaf, after which the
   * adapter reconnects), and its NOTIFYs go through `pool`.
   */
  adapterPool?(): pg.Pool;
  close(): Promise<void>;
}

export interface Listening {
  ready: Promise<void>;
  close(): Promise<void>;
}

/** The names of the store's listeners in `ListenerStates` (and `/api/health`). */
export const REALTIME_LISTENER = 'realtime';
export const ADAPTER_LISTENER = 'socket-adapter';

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

/**
 * Every channel the app listens to on one watched connection (db/listen-connection.ts). It
 * guards the caches like the data-change listener: the session notifications it carries move
 * the data version too.
 */
function sharedPostgresListener(url: string, states: ListenerStates) {
  const handlers = new Map<string, Set<(payload: string | undefined) => void>>();
  const resumers = new Set<() => void>();
  let starting = true;
  const listener = keepListening({
    name: REALTIME_LISTENER,
    url,
    states,
    guardsCaches: true,
    channels: [],
    onNotification: (channel, payload) => {
      for (const handler of handlers.get(channel) ?? []) handler(payload);
    },
    // Not on the first connection of a start: nothing can have been missed before it.
    onListening: () => {
      if (!starting) for (const resume of resumers) resume();
    },
  });
  void listener.ready.then(() => {
    starting = false;
  });
  return {
    listen(
      channel: string,
      onPayload: (payload: string | undefined) => void,
      onResumed?: () => void,
    ): Listening {
      let forChannel = handlers.get(channel);
      if (!forChannel) handlers.set(channel, (forChannel = new Set()));
      forChannel.add(onPayload);
      if (onResumed) resumers.add(onResumed);
      return {
        ready: listener.listen(channel),
        async close() {
          forChannel.delete(onPayload);
          if (onResumed) resumers.delete(onResumed);
        },
      };
    },
    close: () => listener.close(),
  };
}

/**
 * A pool for the Socket.IO adapter whose `connect()` (the adapter's LISTEN connection, held
 * until it ends) opens a watched connection of its own: keepalive, and a heartbeat that cuts
 * it when deaf, which the adapter answers by connecting again. It does not guard the caches:
 * it carries room broadcasts, not data changes.
 */
function adapterPool(pool: pg.Pool, url: string, states: ListenerStates): pg.Pool {
  states.add(ADAPTER_LISTENER, { guardsCaches: false });
  const connect = async () => {
    const client = new pg.Client(states.clientConfig(url, ADAPTER_LISTENER));
    // The adapter only watches `end`: an error event without a handler would end the process.
    client.on('error', () => {});
    let stop = () => {};
    client.once('end', () => {
      stop();
      states.deaf(ADAPTER_LISTENER, 'connection ended');
    });
    try {
      await client.connect();
      stop = await within(
        states.timing.timeoutMs,
        startHeartbeat(client, states.timing, () => {
          states.deaf(ADAPTER_LISTENER, 'heartbeat missed');
          cutConnection(client);
        }),
      );
    } catch (error) {
      states.deaf(ADAPTER_LISTENER, (error as Error).message);
      cutConnection(client);
      throw error;
    }
    states.listening(ADAPTER_LISTENER);
    // The adapter releases its connection only when it closes.
    return Object.assign(client, {
      release: () => {
        stop();
        client.removeAllListeners('end');
        states.remove(ADAPTER_LISTENER);
        void client.end().catch(() => {});
      },
    });
  };
  return { connect, query: pool.query.bind(pool) } as unknown as pg.Pool;
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
  const url = connectionStringOf(database);
  // Rate-limit statements and the adapter's NOTIFYs; the LISTEN connections are their own.
  const pool = new pg.Pool({
    connectionString: url,
    max: realtimePoolMax(database.poolMax ?? DEFAULT_POOL_MAX),
  });
  // A terminated backend errors its idle clients through the pool.
  pool.on('error', () => {});
  const shared = sharedPostgresListener(url, database.listeners);
  let closed = false;
  return {
    kind: 'postgres',
    limiter: new PostgresRateLimiter(pool),
    pool,
    listen: shared.listen,
    adapterPool: () => adapterPool(pool, url, database.listeners),
    async close() {
      if (closed) return;
      closed = true;
      await shared.close();
      await pool.end();
    },
  };
}
