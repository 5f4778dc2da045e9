import type { ChannelListEntry } from '@capstone/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** GET /api/channels/list/{subcourseId}/all (course admins): every channel of S. */
export const listAllChannels = (subcourseId: string) =>
  api<ChannelListEntry[]>(`/channels/list/${encodeURIComponent(subcourseId)}/all`);

export const listAllChannelsQueryOptions = (subcourseId: string) =>
  queryOptions({
    queryKey: chatKeys.list('all', subcourseId),
    queryFn: () => listAllChannels(subcourseId),
  });
