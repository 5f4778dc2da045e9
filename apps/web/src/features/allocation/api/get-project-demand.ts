import type { ProjectDemand } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const projectDemandKey = (subcourseId: string) =>
  ['allocation', subcourseId, 'demand'] as const;

/**
 * GET /api/admin/{subcourseId}/allocate/project/demand: how often and how highly each project was
 * ranked beside its capacity, and every group's ranking (to score any board arrangement).
 */
export const getProjectDemand = (subcourseId: string) =>
  api<ProjectDemand>(`/admin/${encodeURIComponent(subcourseId)}/allocate/project/demand`);

export const getProjectDemandQueryOptions = (subcourseId: string) =>
  queryOptions({
    queryKey: projectDemandKey(subcourseId),
    queryFn: () => getProjectDemand(subcourseId),
  });

/** Without a course there is nothing to ask for: the query stays idle. */
export const useProjectDemand = (subcourseId: string | undefined) =>
  useQuery({
    ...getProjectDemandQueryOptions(subcourseId ?? ''),
    enabled: Boolean(subcourseId),
  });
