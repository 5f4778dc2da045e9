import type { CreateProjectBody } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clientProjectsBaseKey } from './get-client-projects';

export interface CreateProjectResult {
  message: string;
  project_id: string;
}

/** POST /api/project/create (verified clients of the course). */
export const createProject = (body: CreateProjectBody) =>
  api<CreateProjectResult>('/project/create', { method: 'POST', body });

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientProjectsBaseKey }),
  });
}
