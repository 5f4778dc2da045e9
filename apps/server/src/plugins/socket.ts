import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Server, type Socket } from 'socket.io';
import {
  CHAT_MESSAGES,
  type ChatClientToServerEvents,
  type ChatServerToClientEvents,
} from '@capstone/contracts';
import { AppError } from '../lib/app-error';
import type { Actor } from '../lib/context';
import { loadChannelAccess } from '../modules/chat/channel-access.repo';
import { memberAccess } from '../modules/chat/channel-guard';
import { listenForChannelLeaves, type ChannelLeft } from '../modules/chat/channel-left.listener';
import { sendPost, sendReply } from '../modules/chat/messages.service';
import type { RealtimeStore } from './realtime-store';

const DEV_WEB_ORIGIN = 'http://localhost:5173';

interface SocketData {
  actor: Actor;
  token: string;
}
export type ChatServer = Server<
  ChatClientToServerEvents,
  ChatServerToClientEvents,
  Record<string, never>,
  SocketData
>;
type ChatSocket = Socket<
  ChatClientToServerEvents,
  ChatServerToClientEvents,
  Record<string, never>,
  SocketData
>;

declare module 'fastify' {
  interface FastifyInstance {
    io: ChatServer;
  }
}

/** Events one socket may have waiting; the chat budget is 30 a minute anyway. */
const MAX_PENDING_EVENTS = 50;

// A NUL can never be an id, and PostgreSQL would refuse it (api.md §20.4).
const isChannelId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 100 && !value.includes('\u0000');

function tokenOf(socket: ChatSocket): string | undefined {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  const raw = typeof auth?.token === 'string' ? auth.token : socket.handshake.headers.authorization;
  if (!raw) return undefined;
  return raw.replace(/^Bearer\s+/i, '');
}

/** The user-facing message of a failed event; anything unexpected is logged, not shown. */
function messageOf(error: unknown, log: { error: (o: object, m: string) => void }) {
  if (error instanceof AppError) return error.message;
  log.error({ err: error }, 'socket event failed');
  return 'Something went wrong';
}

/**
 * The chat socket of api.md §16–§17: Socket.IO on the API's own port and path `/socket.io`.
 *
 * Handshake: a browser always sends `Origin`, and only the web origin (plus the Vite dev server
 * outside production) is accepted. A handshake without `Origin` is not a browser (Node clients,
 * tests, the benchmark) and cannot be a cross-site request riding a user's credentials — the
 * token is sent explicitly, never by a cookie — so it is allowed; a wrong Origin is refused.
 *
 * Rooms: a socket joins a channel's room only through `join`, after a membership check. When a
 * membership row is deleted anywhere, the database raises `capstone_channel_left` (a trigger),
 * every process checks the account again and removes its sockets from the room. Membership and
 * posting rights are also read again on every `post` and `reply`.
 *
 * With several processes (PostgreSQL) rooms are shared through `@socket.io/postgres-adapter`.
 */
export default fp<{ realtime: RealtimeStore }>(
  async (app, { realtime }) => {
    const { ctx } = app;
    const origins = new Set(
      ctx.config.isProduction ? [ctx.config.webOrigin] : [ctx.config.webOrigin, DEV_WEB_ORIGIN],
    );
    const io: ChatServer = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      transports: ['websocket', 'polling'],
      cors: { origin: [...origins] },
    });
    if (realtime.pool) {
      io.adapter(
        createAdapter(realtime.pool, {
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
        if (!actor) return next(new Error(CHAT_MESSAGES.invalidToken));
        socket.data.actor = { type: actor.type, id: actor.id, role: actor.role };
        socket.data.token = token;
        next();
      } catch (error) {
        app.log.error({ err: error }, 'socket handshake failed');
        next(new Error(CHAT_MESSAGES.invalidToken));
      }
    });

    // Moves each time a membership ends, so a `join` that raced a removal checks again.
    let removals = 0;
    const onLeft = async (event: ChannelLeft) => {
      removals++;
      // The room's own sockets, not a per-account room a client could leave on purpose.
      const sockets = await io.local.in(event.channel).fetchSockets();
      const inRoom = sockets.filter(
        (socket) => socket.data.actor.type === event.type && socket.data.actor.id === event.id,
      );
      if (inRoom.length === 0) return;
      // The row may have been replaced in the same transaction (a publish rewriting members),
      // and course admins are members without one: the account is checked, not the row.
      const actor = inRoom[0]!.data.actor;
      const access = await loadChannelAccess(ctx.db, actor, event.channel);
      if (access?.isMember) return;
      for (const socket of inRoom) socket.leave(event.channel);
    };
    const leaves = listenForChannelLeaves(realtime, (event) => {
      onLeft(event).catch((error) => app.log.error({ err: error }, 'room removal failed'));
    });
    await leaves.ready;

    io.on('connection', (socket) => {
      const actor = socket.data.actor;
      const fail = (error: unknown) => {
        socket.emit('exception', { message: messageOf(error, app.log) });
      };
      // One event of a socket at a time: its posts are saved and sent in the order it sent
      // them. A flood queues, up to a bound; beyond it events are refused without any work.
      let queue: Promise<void> = Promise.resolve();
      let pending = 0;
      const inTurn = (run: () => Promise<void>) => {
        if (pending >= MAX_PENDING_EVENTS) return fail(new AppError(429, CHAT_MESSAGES.tooFast));
        pending++;
        queue = queue
          .then(run)
          .catch(fail)
          .finally(() => pending--);
      };
      // The token is checked again on every event: one revoked by a password change, or
      // expired, stops working on an open socket too (cached, so no extra round trip).
      const stillSignedIn = async () => {
        if (!(await ctx.tokens.authenticate(socket.data.token))) {
          socket.emit('exception', { message: CHAT_MESSAGES.invalidToken });
          socket.disconnect(true);
          return false;
        }
        return true;
      };

      socket.on('join', (channelId, ack) =>
        inTurn(async () => {
          if (!(await stillSignedIn())) return;
          if (!isChannelId(channelId)) throw new AppError(404, CHAT_MESSAGES.channelNotFound);
          const seen = removals;
          await memberAccess(ctx.db, actor, channelId);
          await socket.join(channelId);
          if (seen !== removals) {
            const again = await loadChannelAccess(ctx.db, actor, channelId);
            if (!again?.isMember) {
              await socket.leave(channelId);
              throw new AppError(403, CHAT_MESSAGES.notChannelMember);
            }
          }
          if (typeof ack === 'function') ack({ ok: true });
        }),
      );

      socket.on('leave', (channelId) => {
        // Its own id is the one room a socket keeps for direct messages.
        if (isChannelId(channelId) && channelId !== socket.id) void socket.leave(channelId);
      });

      socket.on('post', (channelId, input) =>
        inTurn(async () => {
          if (!(await stillSignedIn())) return;
          if (!isChannelId(channelId)) throw new AppError(404, CHAT_MESSAGES.channelNotFound);
          const post = await sendPost(ctx, actor, channelId, input);
          io.to([channelId, socket.id]).emit('post', post, channelId);
        }),
      );

      socket.on('reply', (channelId, postId, input) =>
        inTurn(async () => {
          if (!(await stillSignedIn())) return;
          if (!isChannelId(channelId)) throw new AppError(404, CHAT_MESSAGES.channelNotFound);
          const saved = await sendReply(ctx, actor, channelId, postId, input);
          io.to([channelId, socket.id]).emit('reply', saved.postId, saved.reply, channelId);
        }),
      );

      socket.emit('connected', { data: CHAT_MESSAGES.connected });
    });

    // Open sockets would keep the HTTP server from closing.
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
    });
    app.addHook('onClose', async () => {
      await leaves.close();
      await io.close();
      await realtime.close();
    });
  },
  { name: 'socket', dependencies: ['context'] },
);
