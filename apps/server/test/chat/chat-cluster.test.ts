import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, MESSAGES, REALTIME_MESSAGES } from '@capstone/contracts';
import { ACCOUNT_BUDGETS } from '../../src/lib/rate-limiter';
import { json } from '../groups/group-fixtures';
import { latestCode, login } from '../helpers/factories';
import { createTestApp, GENEROUS_BUDGETS, type TestApp } from '../helpers/test-app';
import { nothingArrives, until } from '../helpers/wait';
import {
  baseUrl,
  chatWorld,
  join,
  openSocket,
  recorder,
  secondProcess,
  type ChatSocket,
} from './chat-fixtures';

const budgets = {
  ...GENEROUS_BUDGETS,
  chatMessagesPerAccount: ACCOUNT_BUDGETS.chatMessagesPerAccount,
  loginFailuresPerEmailIp: ACCOUNT_BUDGETS.loginFailuresPerEmailIp,
};

/**
 * Two server processes on one PostgreSQL database, as the README deploys them behind one
 * address: rooms and rate limits must hold across them. PostgreSQL only (PGlite is one process).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two app instances on one database', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof secondProcess>>;
  let urlA: string;
  let urlB: string;
  const sockets: ChatSocket[] = [];

  beforeAll(async () => {
    a = await createTestApp({ budgets });
    b = await secondProcess(a, budgets);
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    urlA = baseUrl(a);
    urlB = b.url;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await b.close();
    await a.close();
  });

  async function joined(url: string, who: { token: string }, channelId: string) {
    const socket = await openSocket(url, { token: who.token });
    sockets.push(socket);
    expect(await join(socket, channelId)).toEqual({ ok: true });
    return { socket, seen: recorder(socket) };
  }

  it('delivers a post sent through one process to a socket on the other', async () => {
    const w = await chatWorld(a);
    const onA = await joined(urlA, w.member, w.channels.group);
    const onB = await joined(urlB, w.mate, w.channels.group);
    onA.socket.emit('post', w.channels.group, { content: 'from A' });
    await until(() => onB.seen.posts.length === 1);
    expect(onB.seen.posts[0]).toMatchObject({ creator: w.member.id, content: 'from A' });
    onB.socket.emit('reply', w.channels.group, onB.seen.posts[0]!.id, { content: 'from B' });
    await until(() => onA.seen.replies.length === 1);
    expect(onA.seen.replies[0]![1]).toMatchObject({ creator: w.mate.id, content: 'from B' });
  });

  it('keeps one budget of 30 messages a minute across both processes', async () => {
    const w = await chatWorld(a);
    const onA = await joined(urlA, w.member, w.channels.general);
    const onB = await joined(urlB, w.member, w.channels.general);
    for (let i = 0; i < 15; i++) onA.socket.emit('post', w.channels.general, { content: `a${i}` });
    await until(() => onA.seen.posts.length === 15);
    for (let i = 0; i < 15; i++) onB.socket.emit('post', w.channels.general, { content: `b${i}` });
    await until(() => onA.seen.posts.length === 30);
    expect([...onA.seen.exceptions, ...onB.seen.exceptions]).toEqual([]);
    onB.socket.emit('post', w.channels.general, { content: 'b31' });
    onA.socket.emit('post', w.channels.general, { content: 'a31' });
    await until(() => onA.seen.exceptions.length === 1 && onB.seen.exceptions.length === 1);
    expect([...onA.seen.exceptions, ...onB.seen.exceptions]).toEqual([
      CHAT_MESSAGES.tooFast,
      CHAT_MESSAGES.tooFast,
    ]);
    expect(onA.seen.posts).toHaveLength(30);
  });

  it('counts login failures of both processes against one budget', async () => {
    const w = await chatWorld(a);
    const attempt = (app: TestApp['app']) =>
      app.inject({
        method: 'POST',
        url: '/api/student/login',
        payload: { email: w.classmate.email, password: 'Wrong-passw0rd' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt(a.app)).statusCode);
    for (let i = 0; i < 5; i++) statuses.push((await attempt(b.app)).statusCode);
    expect(statuses).toEqual(Array(10).fill(401));
    const eleventh = await attempt(a.app);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.headers['retry-after']).toBeDefined();
    expect((await attempt(b.app)).statusCode).toBe(429);
  });

  /** Resolves when the server closes `socket`, with what it said first; fails after 5 s. */
  function closedWithin5s(socket: ChatSocket) {
    const said: string[] = [];
    socket.on('exception', (payload) => said.push(payload.message));
    return new Promise<string[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket still open after 5 s')), 5_000);
      socket.once('disconnect', () => {
        clearTimeout(timer);
        resolve(said);
      });
    });
  }

  it('ends a logged-out token on the other process: its socket, its REST calls', async () => {
    const w = await chatWorld(a);
    const second = (await login(a, 'student', w.member.email)).json<{ access_token: string }>();
    const onB = await joined(urlB, w.member, w.channels.group);
    const otherOnB = await joined(urlB, { token: second.access_token }, w.channels.group);
    const headers = { authorization: `Bearer ${w.member.token}` };
    const url = `/api/student/details/${w.member.id}`;
    // B has the token's account cached before the logout.
    expect((await b.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
    const closed = closedWithin5s(onB.socket);
    const out = await a.app.inject({ method: 'POST', url: '/api/student/logout', headers });
    expect(out.statusCode).toBe(200);
    expect(await closed).toEqual([REALTIME_MESSAGES.invalidToken]);
    const onBAfter = await b.app.inject({ method: 'GET', url, headers });
    expect(onBAfter.statusCode).toBe(401);
    expect(onBAfter.json()).toEqual({ Error: MESSAGES.invalidToken });
    expect(otherOnB.socket.connected).toBe(true);
  });

  it('closes sockets on the other process within 5 s of a password reset', async () => {
    const w = await chatWorld(a);
    const onB = await joined(urlB, w.mate, w.channels.group);
    const closed = closedWithin5s(onB.socket);
    const post = (step: string, payload: Record<string, unknown>) =>
      a.app.inject({ method: 'POST', url: `/api/student/${step}`, payload });
    const email = w.mate.email;
    expect((await post('forgot-password', { email })).statusCode).toBe(200);
    const pin = latestCode(a, email);
    expect((await post('verify-pin', { email, pin })).statusCode).toBe(200);
    expect((await post('reset-password', { email, pin, password: 'BrandNew9' })).statusCode).toBe(
      200,
    );
    expect(await closed).toEqual([REALTIME_MESSAGES.invalidToken]);
  });

  it('removes a socket on the other process from the room when its account leaves the group', async () => {
    const w = await chatWorld(a);
    const onA = await joined(urlA, w.member, w.channels.group);
    const onB = await joined(urlB, w.mate, w.channels.group);
    const left = await json(
      a,
      'PUT',
      '/api/group/leave',
      { group_id: w.group.id, subcourse_id: w.subcourse.id },
      w.mate.headers,
    );
    expect(left.statusCode).toBe(200);
    await until(async () => {
      const inRoom = await b.app.io.local.in(w.channels.group).fetchSockets();
      return !inRoom.some((socket) => socket.id === onB.socket.id);
    });
    onA.socket.emit('post', w.channels.group, { content: 'members only' });
    await until(() => onA.seen.posts.length === 1);
    await nothingArrives(200);
    expect(onB.seen.posts).toEqual([]);
  });
});
