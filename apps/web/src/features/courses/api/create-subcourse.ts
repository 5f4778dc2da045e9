import type { CreateSubcourseBody } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myCoursesBaseKey } from '@/api/courses/get-my-courses';
import { api } from '@/lib/api-client';

export interface CreateSubcourseResponse {
  message: string;
  subcourse_id: string;
  subcourseId: string;
}

export const createSubcourse = (body: CreateSubcourseBody) =>
  api<CreateSubcourseResponse>('/staff/subcourse/create', { method: 'POST', body });

/** POST /api/staff/subcourse/create; the new offering then appears on /dash. */
export function useCreateSubcourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubcourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myCoursesBaseKey }),
  });
}
