import type { ProjectView } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectsKey } from './list-subcourse-projects';

/** GET /api/project/profile/{id}: the project in the caller's view (api.md §8.1). */
export const getProject = (projectId: string) =>
  api<ProjectView>(`/project/profile/${encodeURIComponent(projectId)}`);

export const getProjectQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: [...projectsKey, 'profile', projectId],
    queryFn: () => getProject(projectId),
  });

export const useProject = (projectId: string) => useQuery(getProjectQueryOptions(projectId));
