import type { ProjectAllocationSettings } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsKey } from '@/api/projects/list-subcourse-projects';
import { api } from '@/lib/api-client';

export interface MinGroupsInput {
  subcourseId: string;
  projectId: string;
  minGroups: number;
}

/** PUT /api/admin/{subcourseId}/projects/{projectId}/min-groups with {min_groups}. */
export const setMinGroups = ({ subcourseId, projectId, minGroups }: MinGroupsInput) =>
  api<ProjectAllocationSettings>(
    `/admin/${encodeURIComponent(subcourseId)}/projects/${encodeURIComponent(projectId)}/min-groups`,
    { method: 'PUT', body: { min_groups: minGroups } },
  );

export function useSetMinGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMinGroups,
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
