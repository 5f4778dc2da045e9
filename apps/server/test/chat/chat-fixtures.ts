import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import type {
  ChatClientToServerEvents,
  ChatServerToClientEvents,
  Post,
  Reply,
} from '@capstone/contracts';
import { buildApp } from '../../src/app';
import { openPostgres } from '../../src/db/client';
import type { ListenerTiming } from '../../src/db/listener-states';
import { groups } from '../../src/db/schema';
import type { AccountBudgets } from '../../src/lib/rate-limiter';
import { createFileMailer } from '../../src/mail/mailer';
import { groupWorld, json } from '../groups/group-fixtures';
import type { TestApp } from '../helpers/test-app';

export type ChatSocket = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;

export const expectError = (
  response: { statusCode: number; json: () => unknown },
  status: number,
  message: string,
) => {
  if (response.statusCode !== status || (response.json() as { Error?: string }).Error !== message) {
    throw new Error(
      `expected ${status} ${message}, got ${response.statusCode} ${JSON.stringify(response.json())}`,
    );
  }
};

export const getAs = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

export async function createChannel(
  t: TestApp,
  subcourseId: string,
  body: Record<string, unknown>,
  headers: Record<string, string>,
) {
  return json(t, 'POST', `/api/channels/${subcourseId}/create`, body, headers);
}

/**
 * The group world of the group tests (an active subcourse, a group of two allocated to the
 * client's project, a classmate, a student of another tutorial, a tutor of H12A, another
 * course's people) with the channels an admin creates: the three course channels, the client's
 * channel, the project's announcement channel and the group's text channel.
 */
export async function chatWorld(t: TestApp) {
  const w = await groupWorld(t);
  await t.db.update(groups).set({ projectId: w.project.id }).where(eq(groups.id, w.group.id));
  const made = async (body: Record<string, unknown>) => {
    const response = await createChannel(t, w.subcourse.id, body, w.admin.headers);
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json<{ id: string }>().id;
  };
  const channels = {
    announcements: await made({
      category: 'course',
      channel_type: 'announcement',
      name: 'Announcements',
    }),
    forum: await made({ category: 'course', channel_type: 'forum', name: 'Forum' }),
    general: await made({ category: 'course', channel_type: 'text', name: 'General' }),
    client: await made({ category: 'client', client: w.client.id }),
    projectNews: await made({
      category: 'project',
      channel_type: 'announcement',
      name: 'Announcements',
      project: w.project.id,
    }),
    group: await made({
      category: 'project',
      channel_type: 'text',
      name: 'H12A-Alpha',
      project: w.project.id,
      group: w.group.id,
    }),
  };
  return { ...w, channels };
}
export type ChatWorld = Awaited<ReturnType<typeof chatWorld>>;

/** The listening app's base URL (the app must have been started with `listen({ port: 0 })`). */
export const baseUrl = (t: TestApp) =>
  `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

/** A connected socket.io-client, or the `connect_error` message. */
export function openSocket(
  url: string,
  options: { token?: string; origin?: string } = {},
): Promise<ChatSocket> {
  const socket: ChatSocket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: options.token === undefined ? {} : { token: options.token },
    extraHeaders: options.origin ? { origin: options.origin } : undefined,
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

export async function connectError(url: string, options: { token?: string; origin?: string }) {
  try {
    const socket = await openSocket(url, options);
    socket.close();
    return 'connected';
  } catch (error) {
    return (error as Error).message;
  }
}

/** Joins a room and answers the ack, or the exception message. */
export function join(socket: ChatSocket, channelId: string): Promise<{ ok: true } | string> {
  return new Promise((resolve) => {
    const onException = (payload: { message: string }) => {
      resolve(payload.message);
    };
    socket.once('exception', onException);
    socket.emit('join', channelId, (answer) => {
      socket.off('exception', onException);
      resolve(answer);
    });
  });
}

/** Everything a socket receives, so tests can wait for an event or prove one never came. */
export function recorder(socket: ChatSocket) {
  const posts: Post[] = [];
  const replies: [string, Reply][] = [];
  const exceptions: string[] = [];
  /** The channel each post or reply was sent for (the events' last argument), in order. */
  const channels: string[] = [];
  socket.on('post', (post, channelId) => {
    posts.push(post);
    channels.push(channelId);
  });
  socket.on('reply', (postId, reply, channelId) => {
    replies.push([postId, reply]);
    channels.push(channelId);
  });
  socket.on('exception', (payload) => exceptions.push(payload.message));
  return { posts, replies, exceptions, channels };
}

/**
 * A second server process on `t`'s PostgreSQL database, listening, as the README deploys two
 * behind one address; `close` ends it and its connections. `databaseUrl` reaches the same
 * database another way (through a proxy that can cut connections); `listenerTiming` shortens
 * its LISTEN connections' heartbeat and reconnection.
 */
export async function secondProcess(
  t: TestApp,
  budgets: AccountBudgets,
  options: { databaseUrl?: string; listenerTiming?: Partial<ListenerTiming> } = {},
) {
  const database = await openPostgres(
    options.databaseUrl ?? (t.database as { url?: string }).url!,
    { listenerTiming: options.listenerTiming },
  );
  const mailer = createFileMailer({});
  const app = await buildApp({
    config: t.app.ctx.config,
    database,
    mailer,
    budgets,
    logger: false,
    webDist: path.join(t.app.ctx.config.dataDir, 'no-web'),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    mailer,
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
