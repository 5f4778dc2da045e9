import {
  CHAT_MESSAGES,
  type ChatClientToServerEvents,
  type ChatServerToClientEvents,
} from '@capstone/contracts';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/context';
import { eachLimited } from '../../lib/each-limited';
import { socketQueue } from '../../realtime/socket-queue';
import { stillSignedIn } from '../../realtime/socket-sessions';
import type { AppServer, AppSocket, SocketDeps, SocketHandler } from '../../realtime/socket-types';
import { loadChannelAccess } from '../../access/channel-access.repo';
import { memberAccess } from './channel-guard';
import { listenForChannelLeaves, type ChannelLeft } from './channel-left.listener';
import { sendPost, sendReply } from './messages.service';
import { isIdString } from './post-input';

/** Events one socket may have waiting; the chat budget is 30 a minute anyway. */
const MAX_PENDING_EVENTS = 50;
/** Membership checks run at once when every room is checked again (each is one read). */
const RECHECK_CONCURRENCY = 4;

type ChatServer = AppServer<ChatClientToServerEvents, ChatServerToClientEvents>;
type ChatSocket = AppSocket<ChatClientToServerEvents, ChatServerToClientEvents>;
type LocalSocket = Awaited<ReturnType<ChatServer['fetchSockets']>>[number];

/**
 * The chat's realtime half on a connected socket: rooms and the `join`, `leave`, `post` and
 * `reply` events, with the same rules as the REST half.
 *
 * Rooms: a socket joins a channel's room only through `join`, after a membership check. When a
 * membership row is deleted anywhere, the database raises `capstone_channel_left`, every
 * process checks the account again and removes its sockets from the room. Membership and
 * posting rights are also read again on every `post` and `reply`, and the token on every event.
 */
async function attachChat(io: ChatServer, { ctx, realtime }: SocketDeps) {
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
  /**
   * After a lost LISTEN connection the leaves raised meanwhile are gone: every room of every
   * socket of this process is checked against the database, once per account and channel.
   */
  const recheckRooms = async () => {
    removals++;
    const byMembership = new Map<
      string,
      { actor: Actor; channel: string; sockets: LocalSocket[] }
    >();
    for (const socket of await io.local.fetchSockets()) {
      const actor = socket.data.actor;
      for (const channel of socket.rooms) {
        if (channel === socket.id) continue;
        const key = `${actor.type}:${actor.id}:${channel}`;
        const entry = byMembership.get(key) ?? { actor, channel, sockets: [] };
        entry.sockets.push(socket);
        byMembership.set(key, entry);
      }
    }
    await eachLimited([...byMembership.values()], RECHECK_CONCURRENCY, async (entry) => {
      const access = await loadChannelAccess(ctx.db, entry.actor, entry.channel);
      if (access?.isMember) return;
      for (const socket of entry.sockets) socket.leave(entry.channel);
    });
  };
  const leaves = listenForChannelLeaves(
    realtime,
    (event) => {
      onLeft(event).catch((error) => ctx.log.error({ err: error }, 'room removal failed'));
    },
    () => {
      recheckRooms().catch((error) => ctx.log.error({ err: error }, 'room recheck failed'));
    },
  );
  await leaves.ready;

  /** Registers the chat's events on a socket that passed the handshake. */
  const onConnection = (socket: ChatSocket) => {
    const actor = socket.data.actor;
    // Its posts are saved and sent in the order it sent them.
    const { inTurn } = socketQueue(socket, {
      maxPending: MAX_PENDING_EVENTS,
      tooMany: () => new AppError(429, CHAT_MESSAGES.tooFast),
      log: ctx.log,
    });
    const signedIn = () => stillSignedIn(ctx, socket);

    socket.on('join', (channelId, ack) =>
      inTurn(async () => {
        if (!(await signedIn())) return;
        if (!isIdString(channelId)) throw new AppError(404, CHAT_MESSAGES.channelNotFound);
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
      if (isIdString(channelId) && channelId !== socket.id) void socket.leave(channelId);
    });

    socket.on('post', (channelId, input) =>
      inTurn(async () => {
        if (!(await signedIn())) return;
        if (!isIdString(channelId)) throw new AppError(404, CHAT_MESSAGES.channelNotFound);
        const post = await sendPost(ctx, actor, channelId, input);
        io.to([channelId, socket.id]).emit('post', post, channelId);
      }),
    );

    socket.on('reply', (channelId, postId, input) =>
      inTurn(async () => {
        if (!(await signedIn())) return;
        if (!isIdString(channelId)) throw new AppError(404, CHAT_MESSAGES.channelNotFound);
        const saved = await sendReply(ctx, actor, channelId, postId, input);
        io.to([channelId, socket.id]).emit('reply', saved.postId, saved.reply, channelId);
      }),
    );
  };

  return { onConnection, close: () => leaves.close() };
}

/** The chat's socket events, which the module list hands to the socket server. */
export const chatSocket: SocketHandler<ChatClientToServerEvents, ChatServerToClientEvents> = {
  name: 'chat',
  attach: attachChat,
};
