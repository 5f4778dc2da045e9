import type { ChannelMembersResponse } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** GET /api/channels/{channelId}/members: role groups in the fixed order. */
export const getChannelMembers = (channelId: string) =>
  api<ChannelMembersResponse>(`/channels/${encodeURIComponent(channelId)}/members`);

export const getChannelMembersQueryOptions = (channelId: string) =>
  queryOptions({
    queryKey: chatKeys.members(channelId),
    queryFn: () => getChannelMembers(channelId),
  });

export const useChannelMembers = (channelId: string) =>
  useQuery(getChannelMembersQueryOptions(channelId));
