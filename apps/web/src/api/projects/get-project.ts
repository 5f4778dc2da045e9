import type { ProjectStudent, ProjectView } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectsKey } from './list-subcourse-projects';

/** GET /api/project/profile/{id}: the project in the caller's view. */
export const getProject = (projectId: string) =>
  api<ProjectView>(`/project/profile/${encodeURIComponent(projectId)}`);

export const getProjectQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: [...projectsKey, 'profile', projectId],
    queryFn: () => getProject(projectId),
  });

export const useProject = (projectId: string) => useQuery(getProjectQueryOptions(projectId));

export type ProjectContact = ProjectStudent['clients'][number];

/** Contacts exist from the student view up; the public view names no client. */
export const projectContacts = (project: ProjectView): ProjectContact[] =>
  'clients' in project ? project.clients : [];
