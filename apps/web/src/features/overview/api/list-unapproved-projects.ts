import type { ProjectFull } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectsKey } from '@/api/projects/list-subcourse-projects';
import { api } from '@/lib/api-client';

/**
 * GET /api/unapproved/projects/{subcourseId} (course admins of S): the parent course's projects
 * with status `submitted`, as `ProjectFull[]`.
 */
export const listUnapprovedProjects = (subcourseId: string) =>
  api<ProjectFull[]>(`/unapproved/projects/${encodeURIComponent(subcourseId)}`);

export const listUnapprovedProjectsQueryOptions = (subcourseId: string) =>
  queryOptions({
    queryKey: [...projectsKey, 'unapproved', subcourseId],
    queryFn: () => listUnapprovedProjects(subcourseId),
  });

export const useUnapprovedProjects = (subcourseId: string, enabled = true) =>
  useQuery({ ...listUnapprovedProjectsQueryOptions(subcourseId), enabled });
