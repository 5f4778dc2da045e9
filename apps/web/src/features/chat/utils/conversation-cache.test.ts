import type { ConversationsResponse, Post, Reply } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import {
  appendPost,
  appendReply,
  filterConversations,
  findChannelOfPost,
  setPinned,
} from './conversation-cache';

const post = (id: string, category: string | null = null): Post => ({
  id,
  title: null,
  creator: 'u1',
  content: `content ${id}`,
  date_created: '2025-03-04T05:06:07.000Z',
  category,
  pinned: false,
});
const reply = (id: string): Reply => ({
  id,
  creator: 'u2',
  content: `reply ${id}`,
  date_created: '2025-03-04T05:07:07.000Z',
});
const data = (...posts: Post[]): ConversationsResponse => ({
  name: 'General',
  channel_type: 'text',
  category: 'course',
  conversations: posts.map((p) => ({ post: p, replies: [] })),
});

describe('appendPost', () => {
  it('adds a new post at the end and ignores an echo of one already there', () => {
    const once = appendPost(data(post('a')), post('b'));
    expect(once.conversations.map((c) => c.post.id)).toEqual(['a', 'b']);
    expect(appendPost(once, post('b'))).toBe(once);
  });
});

describe('appendReply', () => {
  it('adds a reply under its post once', () => {
    const once = appendReply(data(post('a'), post('b')), 'b', reply('r1'));
    expect(once.conversations[1]!.replies.map((r) => r.id)).toEqual(['r1']);
    expect(appendReply(once, 'b', reply('r1'))).toBe(once);
  });

  it('leaves the data unchanged for a post that is not there', () => {
    const before = data(post('a'));
    expect(appendReply(before, 'zz', reply('r1'))).toBe(before);
  });
});

describe('setPinned', () => {
  it('flips the flag of one post only', () => {
    const after = setPinned(data(post('a'), post('b')), 'b', true);
    expect(after.conversations.map((c) => c.post.pinned)).toEqual([false, true]);
  });
});

describe('findChannelOfPost', () => {
  it('names the cached channel that holds the post', () => {
    const cached = [
      ['c1', data(post('a'))],
      ['c2', undefined],
      ['c3', data(post('b'))],
    ] as const;
    expect(findChannelOfPost(cached, 'b')).toBe('c3');
    expect(findChannelOfPost(cached, 'x')).toBeNull();
  });
});

describe('filterConversations', () => {
  it('keeps the posts of the chosen category, or all without one', () => {
    const all = data(post('a', 'Labs'), post('b', 'General')).conversations;
    expect(filterConversations(all, 'Labs').map((c) => c.post.id)).toEqual(['a']);
    expect(filterConversations(all, null)).toHaveLength(2);
  });
});
