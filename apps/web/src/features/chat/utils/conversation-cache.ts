import type { ConversationsResponse, Post, Reply } from '@capstone/contracts';
import type { InfiniteData } from '@tanstack/react-query';

export type Conversation = ConversationsResponse['conversations'][number];

/**
 * A channel's cached history: `pages[0]` is the newest page, each later page is older; a page's
 * `pageParam` is the post it was read before (null for the newest).
 */
export type ConversationPages = InfiniteData<ConversationsResponse, string | null>;

/** The cursor of the page older than `page`, or undefined at the start of the channel. */
export function olderPageCursor(page: ConversationsResponse): string | undefined {
  const oldest = page.conversations[0];
  return page.has_more && oldest ? oldest.post.id : undefined;
}

/** Every loaded conversation, oldest first; a post in two pages (a refetch race) shows once. */
export function flattenPages(data: ConversationPages | undefined): Conversation[] {
  if (!data) return [];
  const seen = new Set<string>();
  const all: Conversation[] = [];
  for (let i = data.pages.length - 1; i >= 0; i -= 1) {
    for (const conversation of data.pages[i]!.conversations) {
      if (seen.has(conversation.post.id)) continue;
      seen.add(conversation.post.id);
      all.push(conversation);
    }
  }
  return all;
}

export const hasPost = (data: ConversationPages | undefined, postId: string) =>
  !!data?.pages.some((page) => page.conversations.some((c) => c.post.id === postId));

/** Changes one page, keeping every other page (and the data) identical when nothing changes. */
function updatePage(
  data: ConversationPages,
  index: number,
  change: (page: ConversationsResponse) => ConversationsResponse,
): ConversationPages {
  const page = data.pages[index];
  if (!page) return data;
  const next = change(page);
  if (next === page) return data;
  const pages = [...data.pages];
  pages[index] = next;
  return { ...data, pages };
}

/**
 * Adds a post received over the socket to the newest page, where the newest posts live; an echo
 * of a post already loaded is not added twice.
 */
export function appendPost(data: ConversationPages, post: Post): ConversationPages {
  if (hasPost(data, post.id)) return data;
  return updatePage(data, 0, (page) => ({
    ...page,
    conversations: [...page.conversations, { post, replies: [] }],
  }));
}

/** Adds a reply under its post in whichever page holds it; unknown posts and repeats are no-ops. */
export function appendReply(
  data: ConversationPages,
  postId: string,
  reply: Reply,
): ConversationPages {
  const index = data.pages.findIndex((page) =>
    page.conversations.some((c) => c.post.id === postId),
  );
  return updatePage(data, index, (page) => {
    const at = page.conversations.findIndex((c) => c.post.id === postId);
    const target = page.conversations[at]!;
    if (target.replies.some((r) => r.id === reply.id)) return page;
    const conversations = [...page.conversations];
    conversations[at] = { ...target, replies: [...target.replies, reply] };
    return { ...page, conversations };
  });
}

/** Sets the pinned flag of one post after a pin or unpin, in whichever page holds it. */
export function setPinned(data: ConversationPages, postId: string, pinned: boolean) {
  const index = data.pages.findIndex((page) =>
    page.conversations.some((c) => c.post.id === postId),
  );
  return updatePage(data, index, (page) => ({
    ...page,
    conversations: page.conversations.map((c) =>
      c.post.id === postId ? { ...c, post: { ...c.post, pinned } } : c,
    ),
  }));
}

/** The channel whose cached conversations hold `postId`, for a reply event that names none. */
export function findChannelOfPost(
  cached: readonly (readonly [channelId: string, data: ConversationPages | undefined])[],
  postId: string,
): string | null {
  for (const [channelId, data] of cached) {
    if (hasPost(data, postId)) return channelId;
  }
  return null;
}

/** Conversations whose post is in the chosen forum category (all when no filter is set). */
export function filterConversations(
  conversations: readonly Conversation[],
  category: string | null,
): Conversation[] {
  return category ? conversations.filter((c) => c.post.category === category) : [...conversations];
}
