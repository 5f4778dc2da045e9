import type { ChangeRequest } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { changeRequestsKey } from './get-subcourse-change-requests';

/** GET /api/group/{groupId}/change-requests: the group's members and staff, newest first. */
export const getGroupChangeRequests = (groupId: string) =>
  api<ChangeRequest[]>(`/group/${encodeURIComponent(groupId)}/change-requests`);

export const getGroupChangeRequestsQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: [...changeRequestsKey, 'group', groupId],
    queryFn: () => getGroupChangeRequests(groupId),
  });

export const useGroupChangeRequests = (groupId: string) =>
  useQuery(getGroupChangeRequestsQueryOptions(groupId));
