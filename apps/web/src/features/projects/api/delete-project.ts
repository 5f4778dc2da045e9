import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getProjectQueryOptions } from '@/api/projects/get-project';
import { api } from '@/lib/api-client';
import { clientProjectsBaseKey } from './get-client-projects';

/** DELETE /api/client/delete/project/{id} (owner client; drafts and submitted projects only). */
export const deleteProject = (projectId: string) =>
  api<{ message: string }>(`/client/delete/project/${encodeURIComponent(projectId)}`, {
    method: 'DELETE',
  });

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_data, projectId) => {
      queryClient.removeQueries({ queryKey: getProjectQueryOptions(projectId).queryKey });
      return queryClient.invalidateQueries({ queryKey: clientProjectsBaseKey });
    },
  });
}
