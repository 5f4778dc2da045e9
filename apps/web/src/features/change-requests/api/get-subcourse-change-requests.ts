import type { ChangeRequest } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StatusFilter } from '../utils/request-status';

/** Every change-request query starts with this key, so a decision refreshes them all. */
export const changeRequestsKey = ['change-requests'] as const;

/** GET /api/admin/{subcourseId}/change-requests?status=: staff of S, oldest first. */
export const getSubcourseChangeRequests = (subcourseId: string, status: StatusFilter) =>
  api<ChangeRequest[]>(
    `/admin/${encodeURIComponent(subcourseId)}/change-requests?${new URLSearchParams({ status }).toString()}`,
  );

export const getSubcourseChangeRequestsQueryOptions = (subcourseId: string, status: StatusFilter) =>
  queryOptions({
    queryKey: [...changeRequestsKey, 'subcourse', subcourseId, status],
    queryFn: () => getSubcourseChangeRequests(subcourseId, status),
  });

export const useSubcourseChangeRequests = (subcourseId: string, status: StatusFilter) =>
  useQuery(getSubcourseChangeRequestsQueryOptions(subcourseId, status));
