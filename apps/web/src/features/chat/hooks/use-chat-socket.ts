import {
  REALTIME_MESSAGES,
  type ChannelCreatorsResponse,
  type ChatClientToServerEvents,
  type Post,
  type PostInput,
  type Reply,
} from '@capstone/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { io, type Socket } from 'socket.io-client';
import { auth } from '@/lib/auth';
import { chatKey, chatKeys } from '../api/chat-keys';
import { CHAT_TEXTS } from '../utils/chat-texts';
import {
  appendPost,
  appendReply,
  findChannelOfPost,
  hasPost,
  type ConversationPages,
} from '../utils/conversation-cache';
import { findPendingIndex, type PendingSend } from '../utils/pending-sends';

/**
 * The server's socket events. The server adds the channel as a last argument to `post` and
 * `reply`; a server without it still works, the channel being worked out from what we know.
 */
interface ServerEvents {
  connected: (payload: { data: string }) => void;
  post: (post: Post, channelId?: unknown) => void;
  reply: (postId: string, reply: Reply, channelId?: unknown) => void;
  exception: (payload: { message: string }) => void;
}
type ChatSocket = Socket<ServerEvents, ChatClientToServerEvents>;

export type SocketStatus = 'connecting' | 'connected' | 'offline';

/** A post or reply that arrived over the socket, with its channel when it could be told. */
export interface ChatMessageEvent {
  kind: 'post' | 'reply';
  id: string;
  creator: string;
  channelId: string | null;
}

interface Pending extends PendingSend {
  resolve: () => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * What the server says when the session is over (logout, password reset, expiry): the token
 * will never work again, so the user is sent to log in rather than left reconnecting with it.
 */
const isSessionOver = (message: string | undefined) =>
  message === REALTIME_MESSAGES.invalidToken || message === REALTIME_MESSAGES.missingAuth;

/** Sends that see neither their echo nor an `exception` in this time are reported as failed. */
const SEND_TIMEOUT_MS = 10_000;

function settle(list: Pending[], index: number, error?: Error) {
  if (index < 0) return;
  const [entry] = list.splice(index, 1);
  if (!entry) return;
  clearTimeout(entry.timer);
  if (error) entry.reject(error);
  else entry.resolve();
}

interface UseChatSocketOptions {
  token: string;
  myId: string;
  /** Every channel the user is in: the socket joins all their rooms to count unread messages. */
  channelIds: readonly string[];
  openChannelId: string | null;
  onMessage: (event: ChatMessageEvent) => void;
}

/**
 * The chat socket: one connection per chat page mount, its listeners registered once and removed on
 * unmount. Received posts and replies go into the cached conversations (deduplicated by id); after
 * a reconnect every chat query is read again for what was missed and the rooms are joined again.
 * `sendPost` and `sendReply` settle when the server echoes the message back, or fail on an
 * `exception` (also shown as a toast) or a timeout.
 */
export function useChatSocket({
  token,
  myId,
  channelIds,
  openChannelId,
  onMessage,
}: UseChatSocketOptions) {
  const queryClient = useQueryClient();
  const socketRef = useRef<ChatSocket | null>(null);
  const joinedRef = useRef(new Set<string>());
  const pendingRef = useRef<Pending[]>([]);
  const [status, setStatus] = useState<SocketStatus>('connecting');
  // Moves on every (re)connection, so the rooms are joined again.
  const [connection, setConnection] = useState(0);
  // Rooms the server confirmed (join ack) on this connection.
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());

  const refreshCreatorsIfNew = (channelId: string, creator: string) => {
    const creators = queryClient.getQueryData<ChannelCreatorsResponse>(
      chatKeys.creators(channelId),
    );
    // A first-time author (a member added since the names were read) needs the names again.
    if (creators && !creators[creator]) {
      void queryClient.invalidateQueries({ queryKey: chatKeys.creators(channelId) });
    }
  };

  const handleConnect = useEffectEvent((isReconnect: boolean) => {
    setStatus('connected');
    setConnection((n) => n + 1);
    setConfirmed(new Set());
    if (isReconnect) void queryClient.invalidateQueries({ queryKey: chatKey });
  });

  const handlePost = useEffectEvent(async (post: Post, channel?: unknown) => {
    let channelId = typeof channel === 'string' ? channel : null;
    const pending = pendingRef.current;
    const index = findPendingIndex(pending, { kind: 'post', ...post }, myId);
    if (index >= 0) {
      channelId ??= pending[index]!.channelId;
      settle(pending, index);
    }
    if (channelId) {
      queryClient.setQueryData<ConversationPages>(chatKeys.conversations(channelId), (data) =>
        data ? appendPost(data, post) : data,
      );
      refreshCreatorsIfNew(channelId, post.creator);
    } else if (openChannelId) {
      // Not told where it belongs: read the open channel again and look for it there.
      const openId = openChannelId;
      await queryClient.invalidateQueries({ queryKey: chatKeys.conversations(openId) });
      const data = queryClient.getQueryData<ConversationPages>(chatKeys.conversations(openId));
      if (hasPost(data, post.id)) {
        channelId = openId;
        refreshCreatorsIfNew(openId, post.creator);
      }
    }
    onMessage({ kind: 'post', id: post.id, creator: post.creator, channelId });
  });

  const handleReply = useEffectEvent((postId: string, reply: Reply, channel?: unknown) => {
    let channelId = typeof channel === 'string' ? channel : null;
    const pending = pendingRef.current;
    const index = findPendingIndex(pending, { kind: 'reply', postId, ...reply }, myId);
    if (index >= 0) {
      channelId ??= pending[index]!.channelId;
      settle(pending, index);
    }
    channelId ??= findChannelOfPost(
      queryClient
        .getQueriesData<ConversationPages>({ queryKey: chatKeys.conversationsAll })
        .map(([key, data]) => [String(key[2]), data] as const),
      postId,
    );
    if (channelId) {
      queryClient.setQueryData<ConversationPages>(chatKeys.conversations(channelId), (data) =>
        data ? appendReply(data, postId, reply) : data,
      );
      refreshCreatorsIfNew(channelId, reply.creator);
    }
    onMessage({ kind: 'reply', id: reply.id, creator: reply.creator, channelId });
  });

  const handleException = useEffectEvent((message: string) => {
    if (isSessionOver(message)) {
      auth.logout({ ended: true });
      return;
    }
    toast.error(message);
    // The server does not say which event failed; the oldest waiting send is the likely one.
    if (pendingRef.current.length > 0) settle(pendingRef.current, 0, new Error(message));
  });

  useEffect(() => {
    const socket: ChatSocket = io({
      path: '/socket.io',
      auth: { token },
      transports: ['websocket', 'polling'],
    });
    socketRef.current = socket;
    const joined = joinedRef.current;
    const pending = pendingRef.current;
    let hasConnected = false;

    socket.on('connect', () => {
      joined.clear();
      handleConnect(hasConnected);
      hasConnected = true;
    });
    socket.on('disconnect', () => {
      joined.clear();
      setStatus(socket.active ? 'connecting' : 'offline');
    });
    // A refused handshake (bad token, wrong origin) is not retried by the client.
    socket.on('connect_error', (error) => {
      if (isSessionOver(error.message)) auth.logout({ ended: true });
      else setStatus(socket.active ? 'connecting' : 'offline');
    });
    socket.on('post', (post, channel) => void handlePost(post, channel));
    socket.on('reply', (postId, reply, channel) => handleReply(postId, reply, channel));
    socket.on('exception', (payload) => handleException(payload?.message ?? ''));

    return () => {
      socket.removeAllListeners();
      socket.disconnect();
      socketRef.current = null;
      joined.clear();
      while (pending.length > 0) settle(pending, 0, new Error(CHAT_TEXTS.sendTimeout));
    };
  }, [token]);

  // Joins the rooms of every listed channel once per connection and leaves dropped ones.
  const channelKey = JSON.stringify(channelIds);
  useEffect(() => {
    const socket = socketRef.current;
    if (!socket || status !== 'connected') return;
    const wanted = new Set(JSON.parse(channelKey) as string[]);
    const joined = joinedRef.current;
    for (const id of wanted) {
      if (joined.has(id)) continue;
      socket.emit('join', id, () => setConfirmed((current) => new Set(current).add(id)));
      joined.add(id);
    }
    for (const id of [...joined]) {
      if (wanted.has(id)) continue;
      socket.emit('leave', id);
      joined.delete(id);
    }
  }, [channelKey, status, connection]);

  const send = useCallback(
    (entry: PendingSend, emit: (socket: ChatSocket) => void) =>
      new Promise<void>((resolve, reject) => {
        const socket = socketRef.current;
        if (!socket) {
          reject(new Error(CHAT_TEXTS.sendTimeout));
          return;
        }
        const list = pendingRef.current;
        const timer = setTimeout(() => {
          const index = list.findIndex((item) => item.timer === timer);
          toast.error(CHAT_TEXTS.sendTimeout);
          settle(list, index, new Error(CHAT_TEXTS.sendTimeout));
        }, SEND_TIMEOUT_MS);
        list.push({ ...entry, resolve, reject, timer });
        emit(socket);
      }),
    [],
  );

  const sendPost = useCallback(
    (channelId: string, input: PostInput) =>
      send({ kind: 'post', channelId, content: input.content.trim() }, (socket) =>
        socket.emit('post', channelId, input),
      ),
    [send],
  );

  const sendReply = useCallback(
    (channelId: string, postId: string, content: string) =>
      send({ kind: 'reply', channelId, postId, content: content.trim() }, (socket) =>
        socket.emit('reply', channelId, postId, { content }),
      ),
    [send],
  );

  const reconnect = useCallback(() => {
    setStatus('connecting');
    socketRef.current?.connect();
  }, []);

  /** Connected with every listed room joined: messages of every channel will arrive. */
  const isLive = status === 'connected' && channelIds.every((id) => confirmed.has(id));

  return { status, isLive, sendPost, sendReply, reconnect };
}
