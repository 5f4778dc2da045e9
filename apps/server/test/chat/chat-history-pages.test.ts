import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, type ConversationsResponse } from '@capstone/contracts';
import { posts } from '../../src/db/schema';
import { insertPost, insertReply, pinPost } from '../../src/modules/chat/posts.repo';
import { json } from '../groups/group-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { chatWorld, expectError, getAs, type ChatWorld } from './chat-fixtures';

let t: TestApp;
let w: ChatWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await chatWorld(t);
});
afterAll(() => t.close());

type Who = { type: 'student' | 'staff' | 'client'; id: string };
const post = (channelId: string, who: Who, content: string) =>
  insertPost(t.db, {
    channelId,
    creatorType: who.type,
    creatorId: who.id,
    title: null,
    content,
    category: null,
  });

const url = (channelId: string, query = '') =>
  `/api/channels/${channelId}/conversations${query ? `?${query}` : ''}`;
const read = async (channelId: string, query: string, who = w.member) => {
  const response = await getAs(t, url(channelId, query), who.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConversationsResponse>();
};
const ids = (body: ConversationsResponse) => body.conversations.map((c) => c.post.id);

describe('GET /api/channels/{channelId}/conversations?limit&before (api.md §20.5)', () => {
  it('walks the ladder: 401, 400 query, 404 unknown or unrelated, 403 non-member, 404 cursor', async () => {
    const channel = w.channels.group;
    const mine = await post(channel, w.member, 'in the group channel');
    const elsewhere = await post(w.channels.general, w.member, 'in General');
    const reply = await insertReply(t.db, {
      postId: mine.id,
      creatorType: 'student',
      creatorId: w.mate.id,
      content: 'a reply',
    });

    expectError(await getAs(t, url(channel, 'limit=abc')), 401, 'Missing Authorization Header');
    const badQueries = [
      ['limit=0', CHAT_MESSAGES.limitRule],
      ['limit=101', CHAT_MESSAGES.limitRule],
      ['limit=-1', CHAT_MESSAGES.limitRule],
      ['limit=1.5', CHAT_MESSAGES.limitRule],
      ['limit=abc', CHAT_MESSAGES.limitRule],
      ['limit=', CHAT_MESSAGES.limitRule],
      ['limit=1&limit=2', CHAT_MESSAGES.limitRule],
      // Length first: a long value is refused before any pattern runs over it.
      ['limit=1000', CHAT_MESSAGES.limitTooLong],
      [`limit=${'9'.repeat(5000)}`, CHAT_MESSAGES.limitTooLong],
      ['limit=5&before=', CHAT_MESSAGES.beforeRule],
      [`limit=5&before=${'a'.repeat(101)}`, CHAT_MESSAGES.beforeTooLong],
      [`limit=5&before=a&before=b`, CHAT_MESSAGES.beforeRule],
      [`before=${mine.id}`, CHAT_MESSAGES.beforeNeedsLimit],
    ] as const;
    for (const [query, message] of badQueries) {
      expectError(await getAs(t, url(channel, query), w.member.headers), 400, message);
    }
    const paged = `limit=5&before=${mine.id}`;
    expectError(
      await getAs(t, url(channel, paged), w.outsider.headers),
      404,
      CHAT_MESSAGES.channelNotFound,
    );
    expectError(
      await getAs(t, url('no-such-channel', 'limit=5'), w.member.headers),
      404,
      CHAT_MESSAGES.channelNotFound,
    );
    expectError(
      await getAs(t, url(channel, paged), w.classmate.headers),
      403,
      CHAT_MESSAGES.notChannelMember,
    );
    // The cursor must be a top-level post of this channel: another channel's post (one the
    // caller can read), a reply and an unknown id are all "not found", as on the pin routes.
    for (const before of [elsewhere.id, reply.id, 'no-such-post']) {
      expectError(
        await getAs(t, url(channel, `limit=5&before=${before}`), w.member.headers),
        404,
        CHAT_MESSAGES.postNotFound,
      );
    }
    const ok = await read(channel, paged);
    expect(ok.conversations).toEqual([]);
    expect(ok.has_more).toBe(false);
  });

  it('pages backwards from the newest, in the full answer’s order and shape, then stops', async () => {
    const channel = w.channels.forum;
    const made = [];
    for (let i = 1; i <= 7; i += 1) made.push(await post(channel, w.member, `post ${i}`));
    await insertReply(t.db, {
      postId: made[5]!.id,
      creatorType: 'staff',
      creatorId: w.tutor.id,
      content: 'reply to 6',
    });
    await insertReply(t.db, {
      postId: made[1]!.id,
      creatorType: 'student',
      creatorId: w.mate.id,
      content: 'reply to 2',
    });
    await pinPost(t.db, channel, made[2]!.id);

    const full = await read(channel, '');
    expect(full).not.toHaveProperty('has_more');
    expect(ids(full)).toEqual(made.map((p) => p.id));

    const newest = await read(channel, 'limit=3');
    expect(newest.name).toBe('Forum');
    expect(newest.channel_type).toBe('forum');
    expect(newest.category).toBe('course');
    expect(newest.has_more).toBe(true);
    expect(newest.conversations).toEqual(full.conversations.slice(4));
    expect(newest.conversations[1]!.replies.map((r) => r.content)).toEqual(['reply to 6']);

    const older = await read(channel, `limit=3&before=${newest.conversations[0]!.post.id}`);
    expect(older.has_more).toBe(true);
    expect(older.conversations).toEqual(full.conversations.slice(1, 4));
    expect(older.conversations[1]!.post.pinned).toBe(true);

    const oldest = await read(channel, `limit=3&before=${older.conversations[0]!.post.id}`);
    expect(oldest.has_more).toBe(false);
    expect(oldest.conversations).toEqual(full.conversations.slice(0, 1));
    expect(oldest.conversations[0]!.replies).toEqual([]);
    expect(full.conversations[1]!.replies.map((r) => r.content)).toEqual(['reply to 2']);

    // Exactly as many as remain: no more, and nothing before the first post.
    const exact = await read(channel, `limit=4&before=${made[4]!.id}`);
    expect(ids(exact)).toEqual(made.slice(0, 4).map((p) => p.id));
    expect(exact.has_more).toBe(false);
    const none = await read(channel, `limit=5&before=${made[0]!.id}`);
    expect(none).toMatchObject({ conversations: [], has_more: false });

    // The bounds themselves are accepted.
    expect(ids(await read(channel, 'limit=1'))).toEqual([made[6]!.id]);
    const all = await read(channel, 'limit=100');
    expect(all.conversations).toEqual(full.conversations);
    expect(all.has_more).toBe(false);
  });

  it('keeps a fixed order when posts share a timestamp, so no page repeats or skips one', async () => {
    const channel = w.channels.general;
    const before = ids(await read(channel, ''));
    const createdAt = new Date('2025-03-04T05:06:07.000Z');
    const tied = await t.db
      .insert(posts)
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          channelId: channel,
          creatorType: 'student' as const,
          creatorId: w.member.id,
          title: null,
          content: `tied ${i}`,
          category: null,
          createdAt,
        })),
      )
      .returning({ id: posts.id });
    const full = ids(await read(channel, ''));
    expect(full).toEqual([...before, ...tied.map((row) => row.id)]);

    const walked: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await read(channel, `limit=2${cursor ? `&before=${cursor}` : ''}`);
      walked.unshift(...ids(page));
      if (!page.has_more) break;
      cursor = page.conversations[0]!.post.id;
    }
    expect(walked).toEqual(full);
  });

  it('answers each URL for itself from the response cache and sees new posts', async () => {
    const channel = w.channels.projectNews;
    const first = await post(channel, w.admin, 'news 1');
    const second = await post(channel, w.admin, 'news 2');
    expect(ids(await read(channel, 'limit=1'))).toEqual([second.id]);
    expect(ids(await read(channel, 'limit=2'))).toEqual([first.id, second.id]);
    expect(ids(await read(channel, 'limit=1'))).toEqual([second.id]);
    expect(ids(await read(channel, `limit=1&before=${second.id}`))).toEqual([first.id]);
    const third = await post(channel, w.admin, 'news 3');
    expect(ids(await read(channel, 'limit=1'))).toEqual([third.id]);
    // The same page for two callers is two entries: each caller is checked for membership.
    expectError(
      await getAs(t, url(channel, 'limit=1'), w.classmate.headers),
      403,
      CHAT_MESSAGES.notChannelMember,
    );
  });

  it('lets a member pin a post of an older page and sees the flag on that page', async () => {
    const channel = w.channels.forum;
    const page = await read(channel, 'limit=2&before=' + ids(await read(channel, 'limit=3'))[0]);
    const target = page.conversations[0]!.post;
    const pinned = await json(
      t,
      'PUT',
      `/api/channels/pin/${channel}/${target.id}`,
      {},
      w.member.headers,
    );
    expect(pinned.statusCode).toBe(200);
    const again = await read(channel, 'limit=2&before=' + ids(await read(channel, 'limit=3'))[0]);
    expect(again.conversations[0]!.post).toEqual({ ...target, pinned: true });
  });
});
