import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_BUDGETS, type AccountBudgets } from '../../src/lib/rate-limiter';
import type { Mailer } from '../../src/mail/mailer';
import { createTestApp, GENEROUS_BUDGETS, type TestApp } from '../helpers/test-app';
import { pause, until } from '../helpers/wait';
import {
  baseUrl,
  chatWorld,
  join,
  openSocket,
  recorder,
  secondProcess,
  type ChatSocket,
} from './chat-fixtures';

const SUBJECT = 'New Thread Reply From Ada Lovelace';
const budgetsWith = (replyMailsPerPost: AccountBudgets['replyMailsPerPost']) => ({
  ...GENEROUS_BUDGETS,
  replyMailsPerPost,
});

const sockets: ChatSocket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.close();
});

async function joined(url: string, who: { token: string }, channelId: string) {
  const socket = await openSocket(url, { token: who.token });
  sockets.push(socket);
  expect(await join(socket, channelId)).toEqual({ ok: true });
  return { socket, seen: recorder(socket) };
}

type Joined = Awaited<ReturnType<typeof joined>>;

/** A reply through `from`, waited for until `author` has seen its `nth` reply. */
async function reply(from: Joined, author: Joined, channelId: string, postId: string, nth: number) {
  from.socket.emit('reply', channelId, postId, { content: `reply ${nth}` });
  await until(() => author.seen.replies.length === nth);
}

/** The `New Thread Reply` mails to `to` that `mailers` sent. */
const replyMails = (to: string, ...mailers: Mailer[]) =>
  mailers.flatMap((m) => m.sent).filter((m) => m.to === to && m.subject === SUBJECT);

describe('reply emails (api.md §20.4)', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ budgets: budgetsWith(ACCOUNT_BUDGETS.replyMailsPerPost) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = baseUrl(t);
  });
  afterAll(() => t.close());

  it('are at most one per post per 15 minutes', () => {
    expect(ACCOUNT_BUDGETS.replyMailsPerPost).toEqual({ limit: 1, windowMs: 15 * 60_000 });
  });

  it('send the author one email for a burst of replies to a post, and one for each other post', async () => {
    const w = await chatWorld(t);
    const author = await joined(url, w.member, w.channels.general);
    const mate = await joined(url, w.mate, w.channels.general);
    const classmate = await joined(url, w.classmate, w.channels.general);
    author.socket.emit('post', w.channels.general, { title: 'Help', content: 'first' });
    author.socket.emit('post', w.channels.general, { title: 'Again', content: 'second' });
    await until(() => author.seen.posts.length === 2);
    const [first, second] = author.seen.posts.map((post) => post.id);

    await reply(mate, author, w.channels.general, first!, 1);
    await reply(classmate, author, w.channels.general, first!, 2);
    await reply(mate, author, w.channels.general, first!, 3);
    await t.app.outbox.drain();
    expect(replyMails(w.member.email, t.mailer)).toHaveLength(1);
    expect(replyMails(w.member.email, t.mailer)[0]!.text).toContain('reply 1');

    await reply(mate, author, w.channels.general, second!, 4);
    await t.app.outbox.drain();
    expect(replyMails(w.member.email, t.mailer)).toHaveLength(2);
  });
});

describe('reply emails with a short window', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ budgets: budgetsWith({ limit: 1, windowMs: 1_000 }) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('send again once the window has passed', async () => {
    const w = await chatWorld(t);
    const author = await joined(baseUrl(t), w.member, w.channels.general);
    const mate = await joined(baseUrl(t), w.mate, w.channels.general);
    author.socket.emit('post', w.channels.general, { content: 'question' });
    await until(() => author.seen.posts.length === 1);
    const postId = author.seen.posts[0]!.id;
    await reply(mate, author, w.channels.general, postId, 1);
    await reply(mate, author, w.channels.general, postId, 2);
    await t.app.outbox.drain();
    expect(replyMails(w.member.email, t.mailer)).toHaveLength(1);
    await pause(1_100);
    await reply(mate, author, w.channels.general, postId, 3);
    await t.app.outbox.drain();
    expect(replyMails(w.member.email, t.mailer)).toHaveLength(2);
  });
});

/** Two server processes on one database (PostgreSQL only; PGlite is one process). */
describe.skipIf(!process.env.TEST_DATABASE_URL)('reply emails across two processes', () => {
  const budgets = budgetsWith(ACCOUNT_BUDGETS.replyMailsPerPost);
  let a: TestApp;
  let b: Awaited<ReturnType<typeof secondProcess>>;
  beforeAll(async () => {
    a = await createTestApp({ budgets });
    b = await secondProcess(a, budgets);
    await a.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('send one email when replies to a post arrive through both', async () => {
    const w = await chatWorld(a);
    const author = await joined(baseUrl(a), w.member, w.channels.general);
    const mateOnA = await joined(baseUrl(a), w.mate, w.channels.general);
    const classmateOnB = await joined(b.url, w.classmate, w.channels.general);
    author.socket.emit('post', w.channels.general, { content: 'question' });
    await until(() => author.seen.posts.length === 1);
    const postId = author.seen.posts[0]!.id;
    await reply(classmateOnB, author, w.channels.general, postId, 1);
    await reply(mateOnA, author, w.channels.general, postId, 2);
    await reply(classmateOnB, author, w.channels.general, postId, 3);
    await Promise.all([a.app.outbox.drain(), b.app.outbox.drain()]);
    expect(replyMails(w.member.email, a.mailer, b.mailer)).toHaveLength(1);
  });
});
