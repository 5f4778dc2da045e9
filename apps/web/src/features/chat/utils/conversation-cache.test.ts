import type { ConversationsResponse, Post, Reply } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import {
  appendPost,
  appendReply,
  filterConversations,
  findChannelOfPost,
  flattenPages,
  olderPageCursor,
  setPinned,
  type ConversationPages,
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
const page = (hasMore: boolean, ...posts: Post[]): ConversationsResponse => ({
  name: 'General',
  channel_type: 'text',
  category: 'course',
  conversations: posts.map((p) => ({ post: p, replies: [] })),
  has_more: hasMore,
});
/** Pages newest first, as useInfiniteQuery keeps them when "next" means older. */
const pages = (...list: ConversationsResponse[]): ConversationPages => ({
  pages: list,
  pageParams: list.map((_, i) => (i === 0 ? null : `cursor-${i}`)),
});
const ids = (data: ConversationPages) => flattenPages(data).map((c) => c.post.id);

describe('olderPageCursor', () => {
  it('is the oldest post of a page that has older ones, and nothing at the start', () => {
    expect(olderPageCursor(page(true, post('c'), post('d')))).toBe('c');
    expect(olderPageCursor(page(false, post('c')))).toBeUndefined();
    expect(olderPageCursor(page(true))).toBeUndefined();
  });
});

describe('flattenPages', () => {
  it('puts the older pages first, keeping each page in its order', () => {
    const data = pages(page(true, post('e'), post('f')), page(true, post('c'), post('d')));
    expect(ids(data)).toEqual(['c', 'd', 'e', 'f']);
    expect(flattenPages(undefined)).toEqual([]);
  });

  it('shows a post found in two pages once', () => {
    const data = pages(page(true, post('d'), post('e')), page(false, post('c'), post('d')));
    expect(ids(data)).toEqual(['c', 'd', 'e']);
  });
});

describe('appendPost', () => {
  it('adds a live post after the newest one, and ignores an echo of any loaded post', () => {
    const data = pages(page(true, post('c')), page(false, post('a'), post('b')));
    const once = appendPost(data, post('d'));
    expect(ids(once)).toEqual(['a', 'b', 'c', 'd']);
    expect(once.pages[1]).toBe(data.pages[1]);
    expect(appendPost(once, post('d'))).toBe(once);
    expect(appendPost(once, post('a'))).toBe(once);
  });
});

describe('appendReply', () => {
  it('adds a reply under its post in an older page, once', () => {
    const data = pages(page(true, post('c')), page(false, post('a'), post('b')));
    const once = appendReply(data, 'b', reply('r1'));
    expect(once.pages[1]!.conversations[1]!.replies.map((r) => r.id)).toEqual(['r1']);
    expect(once.pages[0]).toBe(data.pages[0]);
    expect(appendReply(once, 'b', reply('r1'))).toBe(once);
  });

  it('leaves the data unchanged for a post that is not loaded', () => {
    const before = pages(page(false, post('a')));
    expect(appendReply(before, 'zz', reply('r1'))).toBe(before);
  });
});

describe('setPinned', () => {
  it('flips the flag of one post only, whichever page holds it', () => {
    const data = pages(page(true, post('c')), page(false, post('a'), post('b')));
    const after = setPinned(data, 'b', true);
    expect(flattenPages(after).map((c) => c.post.pinned)).toEqual([false, true, false]);
    expect(setPinned(data, 'zz', true)).toBe(data);
  });
});

describe('findChannelOfPost', () => {
  it('names the cached channel that holds the post in any page', () => {
    const cached = [
      ['c1', pages(page(false, post('a')))],
      ['c2', undefined],
      ['c3', pages(page(true, post('z')), page(false, post('b')))],
    ] as const;
    expect(findChannelOfPost(cached, 'b')).toBe('c3');
    expect(findChannelOfPost(cached, 'x')).toBeNull();
  });
});

describe('filterConversations', () => {
  it('keeps the posts of the chosen category, or all without one', () => {
    const all = page(false, post('a', 'Labs'), post('b', 'General')).conversations;
    expect(filterConversations(all, 'Labs').map((c) => c.post.id)).toEqual(['a']);
    expect(filterConversations(all, null)).toHaveLength(2);
  });
});
