import type { ConversationsResponse } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** GET /api/channels/{channelId}/conversations (api.md §15.1): posts with replies, oldest first. */
export const getConversations = (channelId: string) =>
  api<ConversationsResponse>(`/channels/${encodeURIComponent(channelId)}/conversations`);

export const getConversationsQueryOptions = (channelId: string) =>
  queryOptions({
    queryKey: chatKeys.conversations(channelId),
    queryFn: () => getConversations(channelId),
    // The socket keeps an open channel current; a reopened one is read again for what was missed.
    staleTime: 0,
  });

export const useConversations = (channelId: string) =>
  useQuery(getConversationsQueryOptions(channelId));
