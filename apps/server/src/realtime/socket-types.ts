import type { Server, Socket } from 'socket.io';
import type { RealtimeServerToClientEvents } from '@capstone/contracts';
import type { TokenClaims } from '../auth/token-types';
import type { Actor, ServiceContext } from '../lib/context';
import type { RealtimeStore } from './realtime-store';

/**
 * Socket.IO's own constraint on an event map, which it does not export. A domain's map is an
 * interface, and only an index signature of `any` lets an interface stand for it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EventsMap = { [event: string]: any };

/** What the handshake learned about the socket's caller. */
export interface SocketData {
  actor: Actor;
  token: string;
  /** The token's claims, to close the socket when the token ends. */
  session: TokenClaims;
}

/**
 * The Socket.IO server as one domain sees it: the events its clients send (`Listen`) and the
 * events it sends (`Emit`), besides those the transport sends on every socket. All domains
 * share one server and one socket per client, so their event names must not collide.
 */
export type AppServer<
  Listen extends EventsMap = EventsMap,
  Emit extends EventsMap = EventsMap,
> = Server<Listen, Emit & RealtimeServerToClientEvents, Record<string, never>, SocketData>;
export type AppSocket<
  Listen extends EventsMap = EventsMap,
  Emit extends EventsMap = EventsMap,
> = Socket<Listen, Emit & RealtimeServerToClientEvents, Record<string, never>, SocketData>;

/** What a domain's socket handler is given when the socket server starts. */
export interface SocketDeps {
  ctx: ServiceContext;
  /** The LISTEN store, for notifications that concern the domain's rooms. */
  realtime: RealtimeStore;
}

/** A domain's hold on the socket server, from its `attach` until the server closes. */
export interface AttachedSockets<
  Listen extends EventsMap = EventsMap,
  Emit extends EventsMap = EventsMap,
> {
  /**
   * Registers the domain's events on a socket that passed the handshake and whose session is
   * still on; the transport greets the client (`connected`) once every domain has.
   */
  onConnection(socket: AppSocket<Listen, Emit>): void;
  /** Stops whatever the domain listens to; called before the server closes. */
  close(): Promise<void>;
}

/**
 * A domain's socket events, handed to the socket server by the module list (modules/index.ts):
 * the transport calls `attach` once at start and never imports a domain.
 */
export interface SocketHandler<
  Listen extends EventsMap = EventsMap,
  Emit extends EventsMap = EventsMap,
> {
  name: string;
  attach(io: AppServer<Listen, Emit>, deps: SocketDeps): Promise<AttachedSockets<Listen, Emit>>;
}
