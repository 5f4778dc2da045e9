import type { ProjectFull } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsKey } from '@/api/projects/list-subcourse-projects';
import { api } from '@/lib/api-client';
import type { ProjectInSubcourse } from './approve-project';

/** DELETE /api/project/unapprove/{projectId}/{subcourseId}: removes it from this term. */
export const unapproveProject = ({ projectId, subcourseId }: ProjectInSubcourse) =>
  api<ProjectFull>(
    `/project/unapprove/${encodeURIComponent(projectId)}/${encodeURIComponent(subcourseId)}`,
    { method: 'DELETE', body: { project_id: projectId, subcourse_id: subcourseId } },
  );

export function useUnapproveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unapproveProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
