import type { ProjectFull } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsKey } from '@/api/projects/list-subcourse-projects';
import { api } from '@/lib/api-client';

/** PUT /api/project/reject/{projectId}: the project goes back to draft for its client. */
export const rejectProject = (projectId: string) =>
  api<ProjectFull>(`/project/reject/${encodeURIComponent(projectId)}`, { method: 'PUT' });

export function useRejectProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
