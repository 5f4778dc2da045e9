import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/group/preference/topic/{groupId}: answers in question order (`[]` when none). */
export const getGroupTopics = (groupId: string) =>
  api<string[]>(`/group/preference/topic/${encodeURIComponent(groupId)}`);

export const getGroupTopicsQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: ['preferences', 'group-topics', groupId],
    queryFn: () => getGroupTopics(groupId),
  });

export const useGroupTopics = (groupId: string, enabled = true) =>
  useQuery({ ...getGroupTopicsQueryOptions(groupId), enabled });
