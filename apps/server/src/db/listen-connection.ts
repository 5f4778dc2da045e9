import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import pg from 'pg';
import type { ListenerStates, ListenerTiming } from './listener-states';

/**
 * Closes a connection at once. `end()` asks the server politely and waits for its answer,
 * which a half-open connection never sends; a connection judged dead is cut instead.
 */
export function cutConnection(client: pg.ClientBase) {
  const stream = (client as unknown as { connection?: { stream?: Socket } }).connection?.stream;
  if (stream) stream.destroy();
  else void (client as pg.Client).end().catch(() => {});
}

/**
 * Proves every `heartbeatMs` that `client` still hears: it NOTIFYs a channel only it listens
 * to and expects the notification back within `timeoutMs`. A connection whose peer vanished
 * without a word (a half-open TCP connection: a NAT or firewall dropped it, the server's host
 * froze) never errors and would stay deaf for good; this is how it is noticed. On a miss
 * `onMissed` is called once and the heartbeat stops. Returns a function that stops it.
 *
 * Payloads are bare numbers: the Socket.IO adapter, whose connection is watched this way too,
 * parses every notification it hears and ignores one without its namespace and node id.
 */
export async function startHeartbeat(
  client: pg.ClientBase,
  timing: Pick<ListenerTiming, 'heartbeatMs' | 'timeoutMs'>,
  onMissed: () => void,
): Promise<() => void> {
  const channel = `capstone_heartbeat_${randomBytes(8).toString('hex')}`;
  let stopped = false;
  let beats = 0;
  let waitingFor: string | undefined;
  let timer: NodeJS.Timeout | undefined;

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    client.off('notification', onNotification);
  };
  const beat = () => {
    if (stopped) return;
    const sent = String(++beats);
    waitingFor = sent;
    // A failed query is a miss like any other: the deadline below reports it.
    client.query('select pg_notify($1, $2)', [channel, sent]).catch(() => {});
    timer = setTimeout(() => {
      // After an event-loop stall the notification may sit unread behind this timer:
      // setImmediate runs after pending I/O has been read, so it is judged on what arrived.
      setImmediate(() => {
        if (stopped || waitingFor !== sent) return;
        stop();
        onMissed();
      });
    }, timing.timeoutMs).unref();
  };
  function onNotification(message: pg.Notification) {
    if (stopped || message.channel !== channel || message.payload !== waitingFor) return;
    waitingFor = undefined;
    clearTimeout(timer);
    timer = setTimeout(beat, timing.heartbeatMs).unref();
  }

  client.on('notification', onNotification);
  try {
    await client.query(`LISTEN ${channel}`);
  } catch (error) {
    stop();
    throw error;
  }
  // Unref'd: an open connection keeps the process alive already, and a closed one should not.
  timer = setTimeout(beat, timing.heartbeatMs).unref();
  return stop;
}

/** `reconnectMs` doubled per failed try, capped, with jitter so processes do not retry together. */
function backoff(timing: ListenerTiming, failures: number) {
  const delay = Math.min(timing.reconnectMs * 2 ** Math.min(failures, 20), timing.reconnectMaxMs);
  return Math.round(delay * (0.5 + Math.random() / 2));
}

export function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export interface KeepListeningOptions {
  /** Names the listener in `states`, in logs and in its connection's `application_name`. */
  name: string;
  url: string;
  states: ListenerStates;
  /** Whether caches must be off while this listener is deaf (see ListenerStates). */
  guardsCaches: boolean;
  channels: string[];
  onNotification(channel: string, payload: string | undefined): void;
  /**
   * Called each time a connection starts listening. What was raised while none listened was
   * lost, so the caller checks again what those notifications would have told it.
   */
  onListening?(): void;
}

export interface KeptListener {
  /** Settles after the first try to listen, whether or not it succeeded. */
  ready: Promise<void>;
  /** Adds a channel, on the live connection now and on every later one. */
  listen(channel: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * LISTENs on `channels` on a connection of its own and keeps doing so: TCP keepalive, a
 * heartbeat (above), and after an error, an end or a missed heartbeat, a new connection after
 * a growing pause. While no connection listens the listener is deaf in `states`.
 */
export function keepListening(options: KeepListeningOptions): KeptListener {
  const { name, states } = options;
  const timing = states.timing;
  const channels = new Set(options.channels);
  let client: pg.Client | undefined;
  let attempt: Promise<void> = Promise.resolve();
  let stopHeartbeat = () => {};
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const lost = (reason: string) => {
    const last = client;
    client = undefined;
    stopHeartbeat();
    if (last) {
      last.removeAllListeners();
      last.on('error', () => {});
      cutConnection(last);
    }
    if (closed) return;
    states.deaf(name, reason);
    retry = setTimeout(
      () => {
        attempt = connect();
      },
      backoff(timing, failures++),
    );
  };

  async function connect() {
    const next = new pg.Client(states.clientConfig(options.url, name));
    client = next;
    next.on('error', (error) => {
      if (client === next) lost(error.message);
    });
    next.on('end', () => {
      if (client === next) lost('connection ended');
    });
    next.on('notification', ({ channel, payload }) => {
      if (client === next && channels.has(channel)) options.onNotification(channel, payload);
    });
    try {
      // A new connection can be half-open too: each step has to answer in time.
      await within(2 * timing.timeoutMs, next.connect());
      for (const channel of channels) {
        await within(timing.timeoutMs, next.query(`LISTEN ${channel}`));
      }
      const stop = await within(
        timing.timeoutMs,
        startHeartbeat(next, timing, () => {
          if (client === next) lost('heartbeat missed');
        }),
      );
      if (client !== next) return stop();
      stopHeartbeat = stop;
    } catch (error) {
      if (client === next) lost((error as Error).message);
      return;
    }
    failures = 0;
    states.listening(name);
    options.onListening?.();
  }

  states.add(name, { guardsCaches: options.guardsCaches });
  attempt = connect();
  return {
    ready: attempt,
    async listen(channel) {
      channels.add(channel);
      await attempt;
      const live = client;
      if (!live) return; // the next connection listens to it
      try {
        await within(timing.timeoutMs, live.query(`LISTEN ${channel}`));
      } catch (error) {
        if (client === live) lost((error as Error).message);
      }
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      stopHeartbeat();
      states.remove(name);
      const last = client;
      client = undefined;
      if (!last) return;
      last.removeAllListeners();
      last.on('error', () => {});
      await within(timing.timeoutMs, last.end()).catch(() => cutConnection(last));
    },
  };
}
