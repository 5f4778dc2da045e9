import type { ConversationsResponse, Post, Reply } from '@capstone/contracts';

export type Conversation = ConversationsResponse['conversations'][number];

/** Adds a post received over the socket; a post already present (an echo) is not added twice. */
export function appendPost(data: ConversationsResponse, post: Post): ConversationsResponse {
  if (data.conversations.some((c) => c.post.id === post.id)) return data;
  return { ...data, conversations: [...data.conversations, { post, replies: [] }] };
}

/** Adds a reply under its post; unknown posts and repeated replies leave the data unchanged. */
export function appendReply(
  data: ConversationsResponse,
  postId: string,
  reply: Reply,
): ConversationsResponse {
  const index = data.conversations.findIndex((c) => c.post.id === postId);
  const target = data.conversations[index];
  if (!target || target.replies.some((r) => r.id === reply.id)) return data;
  const conversations = [...data.conversations];
  conversations[index] = { ...target, replies: [...target.replies, reply] };
  return { ...data, conversations };
}

/** Sets the pinned flag of one post after a pin or unpin. */
export function setPinned(
  data: ConversationsResponse,
  postId: string,
  pinned: boolean,
): ConversationsResponse {
  return {
    ...data,
    conversations: data.conversations.map((c) =>
      c.post.id === postId ? { ...c, post: { ...c.post, pinned } } : c,
    ),
  };
}

/** The channel whose cached conversations hold `postId`, for a reply event that names none. */
export function findChannelOfPost(
  cached: readonly (readonly [channelId: string, data: ConversationsResponse | undefined])[],
  postId: string,
): string | null {
  for (const [channelId, data] of cached) {
    if (data?.conversations.some((c) => c.post.id === postId)) return channelId;
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
