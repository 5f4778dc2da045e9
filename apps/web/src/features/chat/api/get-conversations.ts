import { CONVERSATIONS_PAGE_SIZE, type ConversationsResponse } from '@capstone/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { olderPageCursor, type ConversationPages } from '../utils/conversation-cache';
import { chatKeys } from './chat-keys';

/**
 * GET /api/channels/{channelId}/conversations?limit=N&before=postId: the newest `limit`
 * conversations older than `before` (the newest without it), oldest first, and has_more.
 */
export const getConversationsPage = (channelId: string, before: string | null) => {
  const query = new URLSearchParams({ limit: String(CONVERSATIONS_PAGE_SIZE) });
  if (before) query.set('before', before);
  return api<ConversationsResponse>(
    `/channels/${encodeURIComponent(channelId)}/conversations?${query.toString()}`,
  );
};

/**
 * A channel's history, 50 conversations at a time. "Next" pages are older ones: a refetch reads
 * the newest page again and walks back from it, so posts that arrived meanwhile are included
 * and the pages stay disjoint.
 */
export const getConversationsQueryOptions = (channelId: string) =>
  infiniteQueryOptions<
    ConversationsResponse,
    Error,
    ConversationPages,
    ReturnType<typeof chatKeys.conversations>,
    string | null
  >({
    queryKey: chatKeys.conversations(channelId),
    queryFn: ({ pageParam }) => getConversationsPage(channelId, pageParam),
    initialPageParam: null,
    getNextPageParam: olderPageCursor,
    // The socket keeps an open channel current; a reopened one is read again for what was missed.
    staleTime: 0,
  });

export const useConversations = (channelId: string) =>
  useInfiniteQuery(getConversationsQueryOptions(channelId));
