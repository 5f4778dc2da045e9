import type { ProjectFull } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every project query starts with this key, so a project write can invalidate them all. */
export const projectsKey = ['projects'] as const;

/**
 * GET /api/projects/{subcourseId}. Staff of S get `ProjectFull[]` of every project of S, sorted by
 * `proj_no`; enrolled students get the available ones in the student view.
 */
export const listSubcourseProjects = (subcourseId: string) =>
  api<ProjectFull[]>(`/projects/${encodeURIComponent(subcourseId)}`);

export const listSubcourseProjectsQueryOptions = (subcourseId: string) =>
  queryOptions({
    queryKey: [...projectsKey, 'subcourse', subcourseId],
    queryFn: () => listSubcourseProjects(subcourseId),
  });

export const useSubcourseProjects = (subcourseId: string) =>
  useQuery(listSubcourseProjectsQueryOptions(subcourseId));
