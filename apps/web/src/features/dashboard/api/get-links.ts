import type { StaffLink } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/staff/links/{id}: the caller's own shortcut links in S. */
export const getLinks = (subcourseId: string) =>
  api<StaffLink[]>(`/staff/links/${encodeURIComponent(subcourseId)}`);

export const getLinksQueryOptions = (subcourseId: string) =>
  queryOptions({
    queryKey: ['dashboard', subcourseId, 'links'],
    queryFn: () => getLinks(subcourseId),
  });

export const useLinks = (subcourseId: string) => useQuery(getLinksQueryOptions(subcourseId));
