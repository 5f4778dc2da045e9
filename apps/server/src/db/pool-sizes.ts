/**
 * Connections one server process opens on PostgreSQL, all sized from `DATABASE_POOL_MAX`, so an
 * operator can add processes without exhausting the server's `max_connections` (README,
 * Production). At most `connectionsPerProcess(n)` at any time; at start one more, briefly, holds
 * the migration lock (db/migrate.ts).
 */
export const DEFAULT_POOL_MAX = 10;

/**
 * The LISTEN connections, each its own watched client (db/listen-connection.ts): the data
 * changes, the realtime store's session and membership channels, and the Socket.IO adapter.
 */
const LISTENERS = 3;

/** The realtime store's pool: rate-limit statements and the adapter's NOTIFYs. */
export function realtimePoolMax(poolMax: number): number {
  return Math.max(2, Math.ceil(poolMax / 4));
}

/** The query pool, the realtime pool and the listeners. */
export function connectionsPerProcess(poolMax: number): number {
  return poolMax + realtimePoolMax(poolMax) + LISTENERS;
}
