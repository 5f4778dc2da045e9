import type pg from 'pg';
import type { DataVersion } from './data-version';

export type ListenerState = 'listening' | 'deaf';

/** How this process's LISTEN connections check that they still hear (db/listen-connection.ts). */
export interface ListenerTiming {
  /** Pause between two heartbeats (a self-NOTIFY round trip) on each connection. */
  heartbeatMs: number;
  /** A heartbeat not back within this is missed: the connection counts as deaf and is replaced. */
  timeoutMs: number;
  /** First wait before reconnecting; it doubles with each failed try, up to `reconnectMaxMs`. */
  reconnectMs: number;
  reconnectMaxMs: number;
  /** Idle time before the kernel's TCP keepalive probes start. */
  keepAliveMs: number;
}

export const LISTENER_TIMING: ListenerTiming = {
  heartbeatMs: 5_000,
  timeoutMs: 5_000,
  reconnectMs: 1_000,
  reconnectMaxMs: 30_000,
  keepAliveMs: 10_000,
};

interface ListenerLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** Until the app gives its logger: a listener lost while the database opens still shows. */
const consoleLog: ListenerLog = {
  warn: (details, message) => console.warn(message, details),
  info: () => {},
};

let opened = 0;

/**
 * The LISTEN connections of one process on one database and whether each hears other
 * processes now: shown by `/api/health`, logged when it changes, and, for the connections that
 * carry the database's change announcements (`guardsCaches`), turning the caches off through
 * `version` while they are deaf.
 */
export class ListenerStates {
  readonly timing: ListenerTiming;
  log: ListenerLog = consoleLog;
  /** Tells this process's connections apart in `pg_stat_activity` (several per host). */
  private readonly instance = `${process.pid}.${++opened}`;
  private readonly states = new Map<
    string,
    { state: ListenerState; guardsCaches: boolean; warned: boolean }
  >();

  constructor(
    private readonly version: DataVersion,
    timing: Partial<ListenerTiming> = {},
  ) {
    this.timing = { ...LISTENER_TIMING, ...timing };
  }

  /** `application_name` of listener `name`'s connection, to find it in `pg_stat_activity`. */
  applicationName(name: string) {
    return `capstone-listen-${name}-${this.instance}`;
  }

  /**
   * A connection of its own for listener `name`: TCP keepalive, so that a peer that vanished
   * is noticed by the kernel even while nothing is sent, and a bounded connect.
   */
  clientConfig(url: string, name: string): pg.ClientConfig {
    return {
      connectionString: url,
      application_name: this.applicationName(name),
      keepAlive: true,
      keepAliveInitialDelayMillis: this.timing.keepAliveMs,
      connectionTimeoutMillis: 2 * this.timing.timeoutMs,
    };
  }

  /** Starts tracking listener `name`, deaf until it first listens. */
  add(name: string, options: { guardsCaches: boolean }) {
    this.states.set(name, { state: 'deaf', guardsCaches: options.guardsCaches, warned: false });
    if (options.guardsCaches) this.version.deafen(name);
  }

  listening(name: string) {
    const entry = this.states.get(name);
    if (!entry || entry.state === 'listening') return;
    entry.state = 'listening';
    if (entry.guardsCaches) this.version.hear(name);
    if (entry.warned) this.log.info({ listener: name }, 'database listener hears again');
    entry.warned = false;
  }

  /** `name` cannot hear now (or could not start to): warned once until it hears again. */
  deaf(name: string, reason: string) {
    const entry = this.states.get(name);
    if (!entry) return;
    if (entry.state === 'listening') {
      entry.state = 'deaf';
      if (entry.guardsCaches) this.version.deafen(name);
    }
    if (entry.warned) return;
    entry.warned = true;
    this.log.warn(
      { listener: name, reason },
      entry.guardsCaches
        ? 'database listener deaf: caches off until it hears again'
        : 'database listener deaf: reconnecting',
    );
  }

  /** Stops tracking `name` (closed). Caches it guarded stay off: nothing tells them of changes. */
  remove(name: string) {
    const entry = this.states.get(name);
    this.states.delete(name);
    if (entry?.guardsCaches) this.version.deafen(name);
  }

  /** Each listener's state, for `/api/health`. */
  snapshot(): Record<string, ListenerState> {
    return Object.fromEntries([...this.states].map(([name, entry]) => [name, entry.state]));
  }
}
