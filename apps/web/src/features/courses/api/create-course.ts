import type { CreateCourseBody } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getCourseCodesQueryOptions } from './get-course-codes';

export const createCourse = (body: CreateCourseBody) =>
  api<{ message: string; course_id: string }>('/staff/course/create', { method: 'POST', body });

/** POST /api/staff/course/create; the new code then shows in the subcourse wizard's list. */
export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getCourseCodesQueryOptions().queryKey }),
  });
}
