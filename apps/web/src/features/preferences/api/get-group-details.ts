import type { GroupDetail, GroupView } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/group/details/{groupId}: `GroupRow` to other students, `GroupDetail` (with `subcourse`,
 * `is_draft` and the rankings) to the group's members and staff of S.
 */
export const getGroupDetails = (groupId: string) =>
  api<GroupView>(`/group/details/${encodeURIComponent(groupId)}`);

export const getGroupDetailsQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: ['groups', 'details', groupId],
    queryFn: () => getGroupDetails(groupId),
  });

export const useGroupDetails = (groupId: string) => useQuery(getGroupDetailsQueryOptions(groupId));

export const isGroupDetail = (group: GroupView): group is GroupDetail => 'is_draft' in group;
