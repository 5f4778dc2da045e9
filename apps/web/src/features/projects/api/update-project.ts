import type { ProjectFull, UpdateProjectBody } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getProjectQueryOptions } from '@/api/projects/get-project';
import { projectsKey } from '@/api/projects/list-subcourse-projects';
import { api } from '@/lib/api-client';

export interface UpdateProjectInput {
  projectId: string;
  body: UpdateProjectBody;
}

/** PUT /api/project/update/{id}: answers the saved project (`ProjectFull`). */
export const updateProject = ({ projectId, body }: UpdateProjectInput) =>
  api<ProjectFull>(`/project/update/${encodeURIComponent(projectId)}`, { method: 'PUT', body });

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: (project, { projectId }) => {
      queryClient.setQueryData(getProjectQueryOptions(projectId).queryKey, project);
      return queryClient.invalidateQueries({ queryKey: projectsKey });
    },
  });
}
