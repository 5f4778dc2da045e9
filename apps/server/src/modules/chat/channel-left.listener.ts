import type pg from 'pg';
import type { RealtimeStore } from '../../plugins/realtime-store';

/** Raised by trigger `channel_members_left` (migration 0008) for every membership row deleted. */
export const CHANNEL_LEFT = 'capstone_channel_left';
const RECONNECT_MS = 1_000;

export interface ChannelLeft {
  channel: string;
  type: 'student' | 'staff' | 'client';
  id: string;
}

function parse(payload: string | undefined): ChannelLeft | undefined {
  try {
    const value = JSON.parse(payload ?? '') as ChannelLeft;
    return typeof value.channel === 'string' && typeof value.id === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Calls `onLeft` for every channel membership that ends, whichever module (group leave, student
 * removal, client rejection, allocation publish, imports) or whichever server process deleted
 * the row: the database raises it, after the deleting transaction commits. On PostgreSQL the
 * listening connection is re-opened after a failure.
 */
export function listenForChannelLeaves(
  store: RealtimeStore,
  onLeft: (event: ChannelLeft) => void,
): { ready: Promise<void>; close(): Promise<void> } {
  const handle = (payload: string | undefined) => {
    const event = parse(payload);
    if (event) onLeft(event);
  };
  if (store.pglite) {
    const unsubscribe = store.pglite.listen(CHANNEL_LEFT, handle);
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
  const pool = store.pool!;
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
        if (message.channel === CHANNEL_LEFT) handle(message.payload);
      });
      next.on('error', () => {
        drop();
        if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
      });
      await next.query(`LISTEN ${CHANNEL_LEFT}`);
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
