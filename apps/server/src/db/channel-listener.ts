import pg from 'pg';

const RECONNECT_MS = 1_000;

/**
 * Calls `handler` for each notification on `channel`, on a PostgreSQL connection of its own
 * that reconnects after a loss. Notifications sent while it is not connected are not replayed:
 * a caller must catch up by itself (the outbox worker polls), so this is a way to hear of work
 * sooner, never the only way to hear of it.
 */
export function listenOnChannel(url: string, channel: string, handler: () => void) {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const retire = (old: pg.Client) => {
    old.removeAllListeners();
    old.on('error', () => {});
    return old.end().catch(() => {});
  };
  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = undefined;
    void retire(which);
    if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
  };

  async function connect() {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel) handler();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      // Whatever was raised while this was not listening is now the caller's to look for.
      if (!closed) handler();
    } catch {
      lost(next);
    }
  }

  const ready = connect();
  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      if (last) await retire(last);
    },
  };
}
