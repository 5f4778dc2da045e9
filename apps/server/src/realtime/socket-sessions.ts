import { LRUCache } from 'lru-cache';
import { REALTIME_MESSAGES } from '@capstone/contracts';
import type { DataVersion } from '../db/data-version';
import { eachLimited } from '../lib/each-limited';
import type { ServiceContext } from '../lib/context';
import type { RealtimeStore } from './realtime-store';
import type { AppSocket } from './socket-types';
import { installSessionTriggers, listenForSessionEnds, type SessionEnded } from './session-ended';

/** setTimeout's longest delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/**
 * How long an ended session is remembered: a handshake that read the account just before the
 * logout or password change was committed may finish after its notification was handled.
 */
const REMEMBER_ENDED_MS = 10_000;
const REMEMBER_ENDED_ACCOUNTS = 10_000;

const accountKey = (who: { type: string; id: string }) => `${who.type}:${who.id}`;

const ends = (event: SessionEnded, socket: AppSocket) => {
  const session = socket.data.session;
  return 'jti' in event ? session.jti === event.jti : session.issuedAtMs < event.before;
};

/** Tells the client why, then closes the socket; the client must not reconnect with the token. */
function endSession(socket: AppSocket) {
  if (socket.disconnected) return;
  socket.emit('exception', { message: REALTIME_MESSAGES.invalidToken });
  socket.disconnect(true);
}

/** Token checks run at once when every socket is checked again (each is one read). */
const RECHECK_CONCURRENCY = 4;

/**
 * Sockets follow their tokens: a socket is closed when its token expires (a timer at `exp`),
 * and within moments of a logout or a password change that ends its token, whichever server
 * process made the change (the database raises `capstone_session_ended`). Each process
 * closes only its own sockets; nothing is read from the database to decide. Hearing it also
 * moves the data version, so REST calls with the token are refused from that moment too.
 *
 * A lost LISTEN connection loses the notifications raised until it listens again, so then
 * every socket's token is checked against the database (revoked tokens, password changes).
 */
export async function followTokens(
  ctx: ServiceContext,
  realtime: RealtimeStore,
  version: DataVersion,
) {
  const { db, log } = ctx;
  await installSessionTriggers(db);
  const byAccount = new Map<string, Set<AppSocket>>();
  const recentlyEnded = new LRUCache<string, SessionEnded[]>({
    max: REMEMBER_ENDED_ACCOUNTS,
    ttl: REMEMBER_ENDED_MS,
  });

  const recheckAll = async () => {
    const sockets = [...byAccount.values()].flatMap((set) => [...set]);
    await eachLimited(sockets, RECHECK_CONCURRENCY, async (socket) => {
      if (socket.connected) await stillSignedIn(ctx, socket);
    });
  };

  const listening = listenForSessionEnds(
    realtime,
    (event) => {
      // The data-change notification of the same commit comes on another connection and may be
      // heard later; until then this process could still answer from cached account lookups.
      version.bump();
      const key = accountKey(event);
      recentlyEnded.set(key, [...(recentlyEnded.get(key) ?? []), event]);
      for (const socket of byAccount.get(key) ?? []) if (ends(event, socket)) endSession(socket);
    },
    () => {
      recheckAll().catch((error: unknown) => log.error({ err: error }, 'session recheck failed'));
    },
  );
  await listening.ready;

  // A token never lives as long as setTimeout's longest delay; were it to, the socket would
  // only be closed early, never late.
  const watchExpiry = (socket: AppSocket) =>
    setTimeout(
      () => endSession(socket),
      Math.min(Math.max(socket.data.session.expiresAtMs - Date.now(), 0), MAX_TIMER_MS),
    ).unref();

  return {
    /** Starts following a socket that passed the handshake. */
    track(socket: AppSocket) {
      const key = accountKey(socket.data.session);
      if ((recentlyEnded.get(key) ?? []).some((event) => ends(event, socket))) {
        return endSession(socket);
      }
      let sockets = byAccount.get(key);
      if (!sockets) byAccount.set(key, (sockets = new Set()));
      sockets.add(socket);
      const timer = watchExpiry(socket);
      socket.once('disconnect', () => {
        clearTimeout(timer);
        sockets.delete(socket);
        if (sockets.size === 0 && byAccount.get(key) === sockets) byAccount.delete(key);
      });
    },
    async close() {
      await listening.close().catch((error: unknown) => log.warn({ err: error }, 'unlisten'));
    },
  };
}

/**
 * The token is also checked on every event a socket sends: cached until the next write, so
 * this costs no round trip while nothing changed.
 */
export async function stillSignedIn(ctx: ServiceContext, socket: AppSocket) {
  if (await ctx.tokens.authenticate(socket.data.token)) return true;
  endSession(socket);
  return false;
}
