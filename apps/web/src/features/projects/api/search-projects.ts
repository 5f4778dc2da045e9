import type { ProjectStudent } from '@capstone/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { projectsKey } from '@/api/projects/list-subcourse-projects';
import { api } from '@/lib/api-client';

/** GET /api/project/search?query=&subcourse_id= (empty query = every project, by number). */
export const searchProjects = (subcourseId: string, query: string, signal?: AbortSignal) =>
  api<ProjectStudent[]>(
    `/project/search?${new URLSearchParams({ query, subcourse_id: subcourseId })}`,
    { signal },
  );

export const searchProjectsQueryOptions = (subcourseId: string, query: string) =>
  queryOptions({
    queryKey: [...projectsKey, 'search', subcourseId, query],
    queryFn: ({ signal }) => searchProjects(subcourseId, query, signal),
    // The previous results stay on screen while the next query loads, without a flash.
    placeholderData: keepPreviousData,
  });

export const useSearchProjects = (subcourseId: string, query: string) =>
  useQuery(searchProjectsQueryOptions(subcourseId, query));
