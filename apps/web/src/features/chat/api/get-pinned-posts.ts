import type { Post } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** GET /api/channels/pinned/{channelId}: pinned top-level posts, newest pin first. */
export const getPinnedPosts = (channelId: string) =>
  api<Post[]>(`/channels/pinned/${encodeURIComponent(channelId)}`);

export const getPinnedPostsQueryOptions = (channelId: string) =>
  queryOptions({ queryKey: chatKeys.pinned(channelId), queryFn: () => getPinnedPosts(channelId) });

export const usePinnedPosts = (channelId: string) =>
  useQuery(getPinnedPostsQueryOptions(channelId));
