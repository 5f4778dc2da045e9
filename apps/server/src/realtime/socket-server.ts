import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Server, type Socket } from 'socket.io';
import {
  CHAT_MESSAGES,
  type ChatClientToServerEvents,
  type ChatServerToClientEvents,
} from '@capstone/contracts';
import type { DataVersion } from '../db/data-version';
import type { Actor } from '../lib/context';
import { followTokens } from './socket-sessions';
import type { TokenClaims } from '../auth/token.service';
import { attachChat } from '../modules/chat/chat.socket';
import type { RealtimeStore } from './realtime-store';

const DEV_WEB_ORIGIN = 'http://localhost:5173';

interface SocketData {
  actor: Actor;
  token: string;
  /** The token's claims, to close the socket when the token ends. */
  session: TokenClaims;
}
export type AppServer = Server<
  ChatClientToServerEvents,
  ChatServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type AppSocket = Socket<
  ChatClientToServerEvents,
  ChatServerToClientEvents,
  Record<string, never>,
  SocketData
>;

declare module 'fastify' {
  interface FastifyInstance {
    io: AppServer;
  }
}

function tokenOf(socket: AppSocket): string | undefined {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  const raw = typeof auth?.token === 'string' ? auth.token : socket.handshake.headers.authorization;
  if (!raw) return undefined;
  return raw.replace(/^Bearer\s+/i, '');
}

/**
 * The realtime transport: Socket.IO on the API's own port and path `/socket.io`. What travels
 * on it belongs to its domain (the chat's events: modules/chat/chat.socket.ts); this plugin
 * only opens and closes sockets.
 *
 * Handshake: a browser always sends `Origin`, and only the web origin (plus the Vite dev server
 * outside production) is accepted. A handshake without `Origin` is not a browser (Node clients,
 * tests, the benchmark) and cannot be a cross-site request riding a user's credentials — the
 * token is sent explicitly, never by a cookie — so it is allowed; a wrong Origin is refused.
 * The token is checked as on a REST call, and the socket then follows it: closed at its expiry,
 * at a logout or a password change (modules/accounts/socket-sessions.ts).
 *
 * With several processes (PostgreSQL) rooms are shared through `@socket.io/postgres-adapter`.
 */
export default fp<{ realtime: RealtimeStore; version: DataVersion }>(
  async (app, { realtime, version }) => {
    const { ctx } = app;
    const origins = new Set(
      ctx.config.isProduction ? [ctx.config.webOrigin] : [ctx.config.webOrigin, DEV_WEB_ORIGIN],
    );
    const io: AppServer = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      transports: ['websocket', 'polling'],
      cors: { origin: [...origins] },
    });
    if (realtime.adapterPool) {
      io.adapter(
        createAdapter(realtime.adapterPool(), {
          tableName: 'realtime.socket_io_attachments',
          errorHandler: (error) => app.log.error({ err: error }, 'socket adapter error'),
        }),
      );
    }
    app.decorate('io', io);

    io.use(async (socket, next) => {
      const origin = socket.handshake.headers.origin;
      if (origin !== undefined && !origins.has(origin)) {
        return next(new Error(CHAT_MESSAGES.originNotAllowed));
      }
      const token = tokenOf(socket);
      if (!token) return next(new Error(CHAT_MESSAGES.missingAuth));
      try {
        const actor = await ctx.tokens.authenticate(token);
        const session = await ctx.tokens.claims(token);
        if (!actor || !session) return next(new Error(CHAT_MESSAGES.invalidToken));
        socket.data.actor = { type: actor.type, id: actor.id, role: actor.role };
        socket.data.token = token;
        socket.data.session = session;
        next();
      } catch (error) {
        app.log.error({ err: error }, 'socket handshake failed');
        next(new Error(CHAT_MESSAGES.invalidToken));
      }
    });

    const sessions = await followTokens(ctx, realtime, version);
    const chat = await attachChat(io, ctx, realtime);
    io.on('connection', (socket) => {
      sessions.track(socket);
      if (socket.connected) chat.onConnection(socket);
    });

    // Open sockets would keep the HTTP server from closing.
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
    });
    app.addHook('onClose', async () => {
      await chat.close();
      await sessions.close();
      await io.close();
      await realtime.close();
    });
  },
  { name: 'socket', dependencies: ['context'] },
);
