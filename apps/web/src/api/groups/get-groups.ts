import type { GroupRow } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every group query starts with this key, so a join or leave can refresh them all. */
export const groupsKey = ['groups'] as const;

/** GET /api/subcourse/groups/{id}: every group of S, sorted by tutorial then name. */
export const getSubcourseGroups = (subcourseId: string) =>
  api<GroupRow[]>(`/subcourse/groups/${encodeURIComponent(subcourseId)}`);

export const getSubcourseGroupsQueryOptions = (subcourseId: string) =>
  queryOptions({
    queryKey: [...groupsKey, 'subcourse', subcourseId],
    queryFn: () => getSubcourseGroups(subcourseId),
  });

/** Without a course there is nothing to ask for: the query stays idle. */
export const useSubcourseGroups = (subcourseId: string | null) =>
  useQuery({
    ...getSubcourseGroupsQueryOptions(subcourseId ?? ''),
    enabled: Boolean(subcourseId),
  });
