import type { ProjectAllocationSettings } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectsKey } from '@/api/projects/list-subcourse-projects';
import { api } from '@/lib/api-client';
import { mentorsKey } from './get-mentors';

export interface ProjectMentorInput {
  subcourseId: string;
  projectId: string;
  /** A staff id of S, or null to remove the mentor. */
  mentor: string | null;
}

/** PUT /api/admin/{subcourseId}/projects/{projectId}/mentor with {mentor}. */
export const setProjectMentor = ({ subcourseId, projectId, mentor }: ProjectMentorInput) =>
  api<ProjectAllocationSettings>(
    `/admin/${encodeURIComponent(subcourseId)}/projects/${encodeURIComponent(projectId)}/mentor`,
    { method: 'PUT', body: { mentor } },
  );

/** The project list shows the mentor and the mentors panel its projects: both are read again. */
export function useSetProjectMentor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProjectMentor,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectsKey }),
        queryClient.invalidateQueries({ queryKey: mentorsKey }),
      ]),
  });
}
