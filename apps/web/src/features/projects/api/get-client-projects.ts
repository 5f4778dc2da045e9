import type { ProjectFull } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectsKey } from '@/api/projects/list-subcourse-projects';
import { api } from '@/lib/api-client';

/**
 * GET /api/client/projects?clientId=&courseId=. The token goes along (api-client sends it): only
 * with it does the owner get every status, drafts included.
 */
export const getClientProjects = (clientId: string, courseId: string) =>
  api<ProjectFull[]>(`/client/projects?${new URLSearchParams({ clientId, courseId })}`);

export const clientProjectsBaseKey = [...projectsKey, 'client'] as const;

export const getClientProjectsQueryOptions = (clientId: string, courseId: string) =>
  queryOptions({
    queryKey: [...clientProjectsBaseKey, clientId, courseId],
    queryFn: () => getClientProjects(clientId, courseId),
  });

export const useClientProjects = (clientId: string, courseId: string) =>
  useQuery(getClientProjectsQueryOptions(clientId, courseId));
