import type { UpdateTermDatesBody } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getCourseDetailsQueryOptions } from './get-course-details';
import { getTermDatesQueryOptions } from './get-term-dates';

export const updateTermDates = (body: UpdateTermDatesBody) =>
  api<{ message: string }>('/course/update/date', { method: 'PUT', body });

/** PUT /api/course/update/date (replaces the dates of the listed terms). */
export function useUpdateTermDates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTermDates,
    onSuccess: (_data, body) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: getTermDatesQueryOptions(body.course_id).queryKey,
        }),
        queryClient.invalidateQueries({
          queryKey: getCourseDetailsQueryOptions(body.course_id).queryKey,
        }),
      ]),
  });
}
