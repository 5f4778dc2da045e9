import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Server } from 'socket.io';
import { REALTIME_MESSAGES } from '@capstone/contracts';
import type { DataVersion } from '../db/data-version';
import { followTokens } from './socket-sessions';
import type { RealtimeStore } from './realtime-store';
import type { AppServer, AppSocket, AttachedSockets, SocketHandler } from './socket-types';

const DEV_WEB_ORIGIN = 'http://localhost:5173';

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
 * on it belongs to the domains, whose handlers the module list hands in (`handlers`, see
 * socket-types.ts); this plugin only opens and closes sockets and calls them, in list order.
 *
 * Handshake: a browser always sends `Origin`, and only the web origin (plus the Vite dev server
 * outside production) is accepted. A handshake without `Origin` is not a browser (Node clients,
 * tests, the benchmark) and cannot be a cross-site request riding a user's credentials — the
 * token is sent explicitly, never by a cookie — so it is allowed; a wrong Origin is refused.
 * The token is checked as on a REST call, and the socket then follows it: closed at its expiry,
 * at a logout or a password change (socket-sessions.ts).
 *
 * With several processes (PostgreSQL) rooms are shared through `@socket.io/postgres-adapter`.
 */
export default fp<{
  realtime: RealtimeStore;
  version: DataVersion;
  handlers: readonly SocketHandler[];
}>(
  async (app, { realtime, version, handlers }) => {
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
        return next(new Error(REALTIME_MESSAGES.originNotAllowed));
      }
      const token = tokenOf(socket);
      if (!token) return next(new Error(REALTIME_MESSAGES.missingAuth));
      try {
        const actor = await ctx.tokens.authenticate(token);
        const session = await ctx.tokens.claims(token);
        if (!actor || !session) return next(new Error(REALTIME_MESSAGES.invalidToken));
        socket.data.actor = { type: actor.type, id: actor.id, role: actor.role };
        socket.data.token = token;
        socket.data.session = session;
        next();
      } catch (error) {
        app.log.error({ err: error }, 'socket handshake failed');
        next(new Error(REALTIME_MESSAGES.invalidToken));
      }
    });

    const sessions = await followTokens(ctx, realtime, version);
    const attached: AttachedSockets[] = [];
    for (const handler of handlers) attached.push(await handler.attach(io, { ctx, realtime }));
    io.on('connection', (socket) => {
      sessions.track(socket);
      // Ended at once when its session ended during the handshake.
      if (!socket.connected) return;
      for (const domain of attached) domain.onConnection(socket);
      socket.emit('connected', { data: REALTIME_MESSAGES.connected });
    });

    // Open sockets would keep the HTTP server from closing.
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
    });
    app.addHook('onClose', async () => {
      for (const domain of attached) await domain.close();
      await sessions.close();
      await io.close();
      await realtime.close();
    });
  },
  { name: 'socket', dependencies: ['context'] },
);
