import type { ProjectFull } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsKey } from '@/api/projects/list-subcourse-projects';
import { api } from '@/lib/api-client';

export interface ProjectInSubcourse {
  projectId: string;
  subcourseId: string;
}

/** PUT /api/project/approve/{projectId}/{subcourseId} with {project_id, subcourse_id}. */
export const approveProject = ({ projectId, subcourseId }: ProjectInSubcourse) =>
  api<ProjectFull>(
    `/project/approve/${encodeURIComponent(projectId)}/${encodeURIComponent(subcourseId)}`,
    { method: 'PUT', body: { project_id: projectId, subcourse_id: subcourseId } },
  );

/** A change of status moves the project between every list: refresh them all. */
export function useApproveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
