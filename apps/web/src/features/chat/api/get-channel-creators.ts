import type { ChannelCreatorsResponse } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/**
 * GET /api/channels/{channelId}/creators: the name and role of every current member and past
 * author, keyed by account id.
 */
export const getChannelCreators = (channelId: string) =>
  api<ChannelCreatorsResponse>(`/channels/${encodeURIComponent(channelId)}/creators`);

export const getChannelCreatorsQueryOptions = (channelId: string) =>
  queryOptions({
    queryKey: chatKeys.creators(channelId),
    queryFn: () => getChannelCreators(channelId),
  });

export const useChannelCreators = (channelId: string) =>
  useQuery(getChannelCreatorsQueryOptions(channelId));
