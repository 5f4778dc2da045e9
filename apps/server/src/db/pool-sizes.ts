/**
 * Connections one server process opens on PostgreSQL, all sized from `DATABASE_POOL_MAX`, so an
 * operator can add processes without exhausting the server's `max_connections` (README,
 * Production). At most `connectionsPerProcess(n)` at any time; at start one more, briefly, holds
 * the migration lock (db/migrate.ts).
 */
export const DEFAULT_POOL_MAX = 10;

/**
 * The realtime store's pool (plugins/realtime-store.ts) keeps three connections checked out for
 * LISTEN (the Socket.IO adapter's, the membership and the session listeners); the rest serve
 * the rate-limit statements and the adapter's NOTIFYs, which grow with the query load.
 */
const REALTIME_LISTENERS = 3;

export function realtimePoolMax(poolMax: number): number {
  return REALTIME_LISTENERS + Math.max(2, Math.ceil(poolMax / 4));
}

/** The query pool, the realtime pool and the change listener (db/postgres-changes.ts). */
export function connectionsPerProcess(poolMax: number): number {
  return poolMax + realtimePoolMax(poolMax) + 1;
}
