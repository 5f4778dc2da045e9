import type { ProjectFull, WithdrawProjectBody } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsKey } from '@/api/projects/list-subcourse-projects';
import { api } from '@/lib/api-client';
import type { ProjectInSubcourse } from './approve-project';

/** PUT /api/project/withdraw/{projectId}/{subcourseId} with {reason}: a course admin of S. */
export const withdrawProject = ({
  projectId,
  subcourseId,
  body,
}: ProjectInSubcourse & { body: WithdrawProjectBody }) =>
  api<ProjectFull>(
    `/project/withdraw/${encodeURIComponent(projectId)}/${encodeURIComponent(subcourseId)}`,
    { method: 'PUT', body },
  );

/** The project changes status (and may leave the offering): every project list is read again. */
export function useWithdrawProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
