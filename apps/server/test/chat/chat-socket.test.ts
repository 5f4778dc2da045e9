import { eq } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, REALTIME_MESSAGES } from '@capstone/contracts';
import { clients, students, subcourses } from '../../src/db/schema';
import { ACCOUNT_BUDGETS } from '../../src/lib/rate-limiter';
import { json } from '../groups/group-fixtures';
import { createTestApp, GENEROUS_BUDGETS, type TestApp } from '../helpers/test-app';
import { nothingArrives, pause, until } from '../helpers/wait';
import {
  baseUrl,
  chatWorld,
  connectError,
  join,
  openSocket,
  recorder,
  type ChatSocket,
} from './chat-fixtures';

let t: TestApp;
let url: string;
const sockets: ChatSocket[] = [];

beforeAll(async () => {
  // The real chat budget (30 a minute); the account budgets stay out of the way.
  t = await createTestApp({
    budgets: {
      ...GENEROUS_BUDGETS,
      chatMessagesPerAccount: ACCOUNT_BUDGETS.chatMessagesPerAccount,
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = baseUrl(t);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function socketOf(who: { token: string }) {
  const socket = await openSocket(url, { token: who.token });
  sockets.push(socket);
  return socket;
}

/** Sockets for `people`, each joined to `channelId`, with what they receive recorded. */
async function inRoom(channelId: string, ...people: { token: string }[]) {
  return Promise.all(
    people.map(async (who) => {
      const socket = await socketOf(who);
      expect(await join(socket, channelId)).toEqual({ ok: true });
      return { socket, seen: recorder(socket) };
    }),
  );
}

/** Emits and waits for the sender's exception (or fails after a while if none comes). */
function exceptionOf(socket: ChatSocket, emit: () => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no exception')), 3_000);
    socket.once('exception', (payload) => {
      clearTimeout(timer);
      resolve(payload.message);
    });
    emit();
  });
}

describe('handshake', () => {
  it('refuses a missing token, a bad token and a foreign Origin with the spec’s messages', async () => {
    const w = await chatWorld(t);
    expect(await connectError(url, {})).toBe('Missing Authorization Header');
    // No Origin header: not a browser (this Node client), so no cross-site risk; allowed.
    expect(await connectError(url, { token: w.member.token })).toBe('connected');
    expect(await connectError(url, { token: 'not-a-token' })).toBe('Invalid or expired token');
    expect(await connectError(url, { token: w.member.token, origin: 'https://evil.example' })).toBe(
      'Origin not allowed',
    );
    expect(await connectError(url, { token: 'not-a-token', origin: 'https://evil.example' })).toBe(
      'Origin not allowed',
    );
    expect(
      await connectError(url, { token: w.member.token, origin: 'http://localhost:5173' }),
    ).toBe('connected');
    expect(
      await connectError(url, { token: w.member.token, origin: t.app.ctx.config.webOrigin }),
    ).toBe('connected');
  });

  it('greets a connected socket with {data: "Connected"}', async () => {
    const w = await chatWorld(t);
    const socket: ChatSocket = connect(url, {
      transports: ['websocket'],
      auth: { token: w.member.token },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    const greeting = await new Promise((resolve) => socket.once('connected', resolve));
    expect(greeting).toEqual({ data: 'Connected' });
  });

  it('works over the polling fallback too', async () => {
    const w = await chatWorld(t);
    const socket: ChatSocket = connect(url, {
      transports: ['polling'],
      auth: { token: w.member.token },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    const greeting = await new Promise((resolve) => socket.once('connected', resolve));
    expect(greeting).toEqual({ data: 'Connected' });
    expect(await join(socket, w.channels.general)).toEqual({ ok: true });
    const seen = recorder(socket);
    socket.emit('post', w.channels.general, { content: 'over polling' });
    await until(() => seen.posts.length === 1);
    expect(seen.posts[0]!.content).toBe('over polling');
  });
});

describe('an open socket', () => {
  it('stops working once its token is revoked by a password change', async () => {
    const w = await chatWorld(t);
    const [member] = await inRoom(w.channels.general, w.member);
    const socket = member!.socket;
    // The server may close the socket as soon as it hears of the change, before the update
    // below has even answered: listen first.
    const said = new Promise((resolve) => socket.once('exception', (p) => resolve(p.message)));
    const gone = new Promise((resolve) => socket.once('disconnect', resolve));
    await t.db
      .update(students)
      .set({ passwordChangedAt: new Date(Date.now() + 5_000) })
      .where(eq(students.id, w.member.id));
    // Sent before the server heard of it, a post is refused by the token check on every event.
    if (socket.connected) socket.emit('post', w.channels.general, { content: 'x' });
    expect(await said).toBe(REALTIME_MESSAGES.invalidToken);
    await gone;
    expect(member!.seen.posts).toEqual([]);
  });
});

describe('join and leave', () => {
  it('lets members join and refuses everyone else', async () => {
    const w = await chatWorld(t);
    const classmate = await socketOf(w.classmate);
    expect(await join(classmate, w.channels.group)).toBe(CHAT_MESSAGES.notChannelMember);
    const outsider = await socketOf(w.outsider);
    expect(await join(outsider, w.channels.group)).toBe(CHAT_MESSAGES.channelNotFound);
    expect(await join(classmate, 'no-such-channel')).toBe(CHAT_MESSAGES.channelNotFound);
    const member = await socketOf(w.member);
    expect(await join(member, w.channels.group)).toEqual({ ok: true });
    const admin = await socketOf(w.admin);
    expect(await join(admin, w.channels.client)).toEqual({ ok: true });
  });

  it('stops delivering a channel’s posts after `leave`', async () => {
    const w = await chatWorld(t);
    const [member, mate] = await inRoom(w.channels.general, w.member, w.mate);
    mate!.socket.emit('leave', w.channels.general);
    await pause(50);
    member!.socket.emit('post', w.channels.general, { content: 'after leave' });
    await until(() => member!.seen.posts.length === 1);
    await nothingArrives(150);
    expect(mate!.seen.posts).toEqual([]);
  });
});

describe('post', () => {
  it('saves the post with the server’s author, id and date and sends it to the room', async () => {
    const w = await chatWorld(t);
    const [member, mate, tutor] = await inRoom(w.channels.group, w.member, w.mate, w.tutor);
    const classmate = recorder(await socketOf(w.classmate));
    const before = Date.now();
    member!.socket.emit('post', w.channels.group, {
      title: '  Sprint 1 ',
      content: '  <b>hello</b>  ',
      creator: w.mate.id,
      id: 'forged-id',
      date_created: '2000-01-01T00:00:00.000Z',
      category: 'Labs',
      pinned: true,
    } as never);
    await until(() => [member, mate, tutor].every((p) => p!.seen.posts.length === 1));
    const received = member!.seen.posts[0]!;
    expect(received).toEqual({
      id: expect.any(String),
      title: 'Sprint 1',
      creator: w.member.id,
      content: '<b>hello</b>',
      date_created: expect.any(String),
      category: null,
      pinned: false,
    });
    expect(received.id).not.toBe('forged-id');
    expect(Date.parse(received.date_created)).toBeGreaterThanOrEqual(before - 1_000);
    expect(mate!.seen.posts[0]).toEqual(received);
    expect(mate!.seen.channels).toEqual([w.channels.group]);
    expect(classmate.posts).toEqual([]);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/channels/${w.channels.group}/conversations`,
      headers: w.mate.headers,
    });
    expect(history.json().conversations).toEqual([{ post: received, replies: [] }]);
  });

  it('checks membership on every event, not only at join', async () => {
    const w = await chatWorld(t);
    const classmate = await socketOf(w.classmate);
    expect(
      await exceptionOf(classmate, () =>
        classmate.emit('post', w.channels.group, { content: 'let me in' }),
      ),
    ).toBe(CHAT_MESSAGES.notChannelMember);
    expect(
      await exceptionOf(classmate, () => classmate.emit('post', 'nope', { content: 'x' })),
    ).toBe(CHAT_MESSAGES.channelNotFound);
  });

  it('checks content and title', async () => {
    const w = await chatWorld(t);
    const member = await socketOf(w.member);
    const send = (input: unknown) =>
      exceptionOf(member, () => member.emit('post', w.channels.general, input as never));
    expect(await send({ content: '   ' })).toBe(CHAT_MESSAGES.contentRequired);
    expect(await send({})).toBe(CHAT_MESSAGES.contentRequired);
    expect(await send(null)).toBe(CHAT_MESSAGES.contentRequired);
    expect(await send({ content: 'x'.repeat(10_001) })).toBe(CHAT_MESSAGES.contentTooLong);
    expect(await send({ content: 'ok', title: 't'.repeat(201) })).toBe(CHAT_MESSAGES.titleTooLong);
  });

  it('lets only staff post in announcement channels, and nobody reply there', async () => {
    const w = await chatWorld(t);
    const [member, tutor] = await inRoom(w.channels.announcements, w.member, w.tutor);
    expect(
      await exceptionOf(member!.socket, () =>
        member!.socket.emit('post', w.channels.announcements, { content: 'me too' }),
      ),
    ).toBe(CHAT_MESSAGES.onlyModerators);
    const client = await socketOf(w.client);
    expect(
      await exceptionOf(client, () =>
        client.emit('post', w.channels.projectNews, { content: 'client news' }),
      ),
    ).toBe(CHAT_MESSAGES.onlyModerators);
    tutor!.socket.emit('post', w.channels.announcements, { content: 'Week 1', title: 'Hi' });
    await until(() => member!.seen.posts.length === 1);
    const postId = member!.seen.posts[0]!.id;
    expect(
      await exceptionOf(tutor!.socket, () =>
        tutor!.socket.emit('reply', w.channels.announcements, postId, { content: 'thanks' }),
      ),
    ).toBe(CHAT_MESSAGES.repliesNotAllowed);
  });

  it('needs a valid category in forum channels and ignores one elsewhere', async () => {
    const w = await chatWorld(t);
    const [member] = await inRoom(w.channels.forum, w.member);
    const socket = member!.socket;
    expect(
      await exceptionOf(socket, () => socket.emit('post', w.channels.forum, { content: 'q' })),
    ).toBe(CHAT_MESSAGES.postCategoryRequired);
    expect(
      await exceptionOf(socket, () =>
        socket.emit('post', w.channels.forum, { content: 'q', category: 'Gossip' as never }),
      ),
    ).toBe(CHAT_MESSAGES.invalidPostCategory);
    socket.emit('post', w.channels.forum, { content: 'q', category: 'Labs' });
    await until(() => member!.seen.posts.length === 1);
    expect(member!.seen.posts[0]!.category).toBe('Labs');
  });
});

describe('reply', () => {
  it('replies to a top-level post of the same channel and sends (postId, Reply) to the room', async () => {
    const w = await chatWorld(t);
    const [member, mate] = await inRoom(w.channels.general, w.member, w.mate);
    member!.socket.emit('post', w.channels.general, { content: 'question' });
    await until(() => mate!.seen.posts.length === 1);
    const postId = mate!.seen.posts[0]!.id;
    mate!.socket.emit('reply', w.channels.general, postId, {
      content: ' answer ',
      creator: w.admin.id,
    } as never);
    await until(() => member!.seen.replies.length === 1 && mate!.seen.replies.length === 1);
    expect(member!.seen.replies[0]).toEqual([
      postId,
      {
        id: expect.any(String),
        creator: w.mate.id,
        content: 'answer',
        date_created: expect.any(String),
      },
    ]);
    expect(member!.seen.channels).toEqual([w.channels.general, w.channels.general]);
    const [other] = await inRoom(w.channels.forum, w.member);
    expect(
      await exceptionOf(other!.socket, () =>
        other!.socket.emit('reply', w.channels.forum, postId, { content: 'wrong channel' }),
      ),
    ).toBe(CHAT_MESSAGES.postNotFound);
    expect(
      await exceptionOf(mate!.socket, () =>
        mate!.socket.emit('reply', w.channels.general, postId, { content: '' }),
      ),
    ).toBe(CHAT_MESSAGES.contentRequired);
    const classmate = await socketOf(w.client);
    expect(
      await exceptionOf(classmate, () =>
        classmate.emit('reply', w.channels.general, postId, { content: 'hi' }),
      ),
    ).toBe(CHAT_MESSAGES.notChannelMember);
  });
});

describe('rate limit and archive', () => {
  it('refuses the 31st post or reply of an account within a minute', async () => {
    const w = await chatWorld(t);
    const [member] = await inRoom(w.channels.general, w.member);
    const socket = member!.socket;
    for (let i = 0; i < 20; i++) socket.emit('post', w.channels.general, { content: `p${i}` });
    await until(() => member!.seen.posts.length === 20);
    const postId = member!.seen.posts[0]!.id;
    for (let i = 0; i < 10; i++)
      socket.emit('reply', w.channels.general, postId, { content: `r${i}` });
    await until(() => member!.seen.replies.length === 10);
    expect(member!.seen.exceptions).toEqual([]);
    expect(
      await exceptionOf(socket, () => socket.emit('post', w.channels.general, { content: '31' })),
    ).toBe(CHAT_MESSAGES.tooFast);
    expect(
      await exceptionOf(socket, () =>
        socket.emit('reply', w.channels.general, postId, { content: '32' }),
      ),
    ).toBe(CHAT_MESSAGES.tooFast);
    // Another account has its own budget.
    const [mate] = await inRoom(w.channels.general, w.mate);
    mate!.socket.emit('post', w.channels.general, { content: 'mine' });
    await until(() => mate!.seen.posts.length === 1);
  });

  it('makes an archived subcourse’s channels read-only', async () => {
    const w = await chatWorld(t);
    const [member] = await inRoom(w.channels.general, w.member);
    member!.socket.emit('post', w.channels.general, { content: 'before' });
    await until(() => member!.seen.posts.length === 1);
    const postId = member!.seen.posts[0]!.id;
    await t.db
      .update(subcourses)
      .set({ isArchived: true, isActive: false })
      .where(eq(subcourses.id, w.subcourse.id));
    const socket = member!.socket;
    expect(
      await exceptionOf(socket, () => socket.emit('post', w.channels.general, { content: 'x' })),
    ).toBe(CHAT_MESSAGES.subcourseArchived);
    expect(
      await exceptionOf(socket, () =>
        socket.emit('reply', w.channels.general, postId, { content: 'x' }),
      ),
    ).toBe(CHAT_MESSAGES.subcourseArchived);
    const pin = await json(
      t,
      'PUT',
      `/api/channels/pin/${w.channels.general}/${postId}`,
      {},
      w.member.headers,
    );
    expect(pin.json()).toEqual({ Error: CHAT_MESSAGES.subcourseArchived });
  });
});

describe('leaving a channel', () => {
  it('takes a student’s sockets out of the group channel’s room when it leaves the group', async () => {
    const w = await chatWorld(t);
    const [member, mate] = await inRoom(w.channels.group, w.member, w.mate);
    const [mateGeneral] = await inRoom(w.channels.general, w.mate);
    const left = await json(
      t,
      'PUT',
      '/api/group/leave',
      { group_id: w.group.id, subcourse_id: w.subcourse.id },
      w.mate.headers,
    );
    expect(left.statusCode).toBe(200);
    await until(async () => !(await roomHas(w.channels.group, mate!.socket.id!)));
    member!.socket.emit('post', w.channels.group, { content: 'members only' });
    await until(() => member!.seen.posts.length === 1);
    await nothingArrives(150);
    expect(mate!.seen.posts).toEqual([]);
    // Still a member of the course channel: that room keeps the socket.
    member!.socket.emit('post', w.channels.general, { content: 'everyone' });
    await until(() => mateGeneral!.seen.posts.length === 1);
    expect(
      await exceptionOf(mate!.socket, () =>
        mate!.socket.emit('post', w.channels.group, { content: 'still here?' }),
      ),
    ).toBe(CHAT_MESSAGES.notChannelMember);
  });

  it('takes a removed student out of every room of the subcourse', async () => {
    const w = await chatWorld(t);
    const [member, classmate] = await inRoom(w.channels.general, w.member, w.classmate);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/student/remove?subcourse_id=${w.subcourse.id}&student_id=${w.classmate.id}`,
      headers: w.admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    await until(async () => !(await roomHas(w.channels.general, classmate!.socket.id!)));
    member!.socket.emit('post', w.channels.general, { content: 'after removal' });
    await until(() => member!.seen.posts.length === 1);
    await nothingArrives(150);
    expect(classmate!.seen.posts).toEqual([]);
  });
});

describe('a rejected client', () => {
  it('leaves the rooms of the course’s channels', async () => {
    const w = await chatWorld(t);
    await t.db.update(clients).set({ isVerified: false }).where(eq(clients.id, w.client.id));
    const [client, admin] = await inRoom(w.channels.client, w.client, w.admin);
    const rejected = await json(
      t,
      'PUT',
      '/api/admin/client/reject',
      { client_id: w.client.id },
      w.admin.headers,
    );
    expect(rejected.statusCode).toBe(200);
    await until(async () => !(await roomHas(w.channels.client, client!.socket.id!)));
    admin!.socket.emit('post', w.channels.client, { content: 'are you there?' });
    await until(() => admin!.seen.posts.length === 1);
    await nothingArrives(150);
    expect(client!.seen.posts).toEqual([]);
  });
});

async function roomHas(room: string, socketId: string) {
  const inRoomNow = await t.app.io.in(room).fetchSockets();
  return inRoomNow.some((socket) => socket.id === socketId);
}

describe('emails', () => {
  it('emails an announcement to every member but the poster, and a reply to the post’s author', async () => {
    const w = await chatWorld(t);
    const emails = new Map(
      [w.member, w.mate, w.classmate, w.otherTutorial, w.admin, w.tutor].map((p) => [
        p.id,
        p.email,
      ]),
    );
    const [tutor] = await inRoom(w.channels.announcements, w.tutor);
    await t.app.outbox.drain();
    let from = t.mailer.sent.length;
    tutor!.socket.emit('post', w.channels.announcements, { title: 'Week 2', content: 'Labs move' });
    await until(() => tutor!.seen.posts.length === 1);
    await t.app.outbox.drain();
    const announced = t.mailer.sent.slice(from);
    expect(announced.map((m) => m.to).sort()).toEqual(
      [w.member, w.mate, w.classmate, w.otherTutorial, w.admin].map((p) => emails.get(p.id)).sort(),
    );
    expect(new Set(announced.map((m) => m.subject))).toEqual(
      new Set(['New Announcement From Ada Lovelace']),
    );
    expect(announced[0]!.text).toContain('Labs move');
    expect(announced[0]!.text).toContain('Announcements');

    const [member, mate] = await inRoom(w.channels.general, w.member, w.mate);
    member!.socket.emit('post', w.channels.general, { title: 'Help', content: 'question' });
    await until(() => mate!.seen.posts.length === 1);
    const postId = mate!.seen.posts[0]!.id;
    await t.app.outbox.drain();
    from = t.mailer.sent.length;
    expect(from).toBeGreaterThan(0);
    member!.socket.emit('reply', w.channels.general, postId, { content: 'my own follow-up' });
    await until(() => member!.seen.replies.length === 1);
    mate!.socket.emit('reply', w.channels.general, postId, { content: 'try this' });
    await until(() => member!.seen.replies.length === 2);
    await t.app.outbox.drain();
    const replied = t.mailer.sent.slice(from);
    expect(replied.map((m) => [m.to, m.subject])).toEqual([
      [w.member.email, 'New Thread Reply From Ada Lovelace'],
    ]);
    expect(replied[0]!.text).toContain('try this');
  });
});
