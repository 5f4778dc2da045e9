import type { ChannelListEntry } from '@capstone/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/**
 * GET /api/channels/list/{id}: the caller's channels grouped by category. `id` is the selected
 * subcourse for students and staff, the parent course for clients.
 */
export const listChannels = (id: string) =>
  api<ChannelListEntry[]>(`/channels/list/${encodeURIComponent(id)}`);

export const listChannelsQueryOptions = (id: string) =>
  queryOptions({ queryKey: chatKeys.list('mine', id), queryFn: () => listChannels(id) });
