import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myCoursesBaseKey } from '@/api/courses/get-my-courses';
import { api } from '@/lib/api-client';
import { getCourseDetailsQueryOptions } from './get-course-details';
import { searchCoursesBaseKey } from './search-courses';

export const applyToCourse = (body: { course_id: string; client_id: string }) =>
  api<{ message: string }>('/course/addclient', { method: 'PUT', body });

/** PUT /api/course/addclient; afterwards the course reads `is_client` and the client's list grows. */
export function useApplyToCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToCourse,
    onSuccess: (_data, body) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: getCourseDetailsQueryOptions(body.course_id).queryKey,
        }),
        queryClient.invalidateQueries({ queryKey: searchCoursesBaseKey }),
        queryClient.invalidateQueries({ queryKey: myCoursesBaseKey }),
      ]),
  });
}
