import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupsKey } from '@/api/groups/get-groups';
import { api } from '@/lib/api-client';
import type { GroupView } from './group-types';

/** GET /api/group/details/{id}: `GroupRow` to other students, `GroupDetail` to members and staff. */
export const getGroupDetails = (groupId: string) =>
  api<GroupView>(`/group/details/${encodeURIComponent(groupId)}`);

export const getGroupDetailsQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: [...groupsKey, 'details', groupId],
    queryFn: () => getGroupDetails(groupId),
  });

export const useGroupDetails = (groupId: string) => useQuery(getGroupDetailsQueryOptions(groupId));
