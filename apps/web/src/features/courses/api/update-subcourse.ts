import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubcourseSettingsBody, SubcourseSettingsResponse } from '@capstone/contracts';
import { myCoursesBaseKey } from '@/api/courses/get-my-courses';
import { getSubcourseQueryOptions } from '@/api/courses/get-subcourse';
import { api } from '@/lib/api-client';

export const updateSubcourse = (subcourseId: string, body: SubcourseSettingsBody) =>
  api<SubcourseSettingsResponse>(`/subcourse/update/${encodeURIComponent(subcourseId)}`, {
    method: 'PUT',
    body,
  });

/** PUT /api/subcourse/update/{id} with the whole settings object. */
export function useUpdateSubcourse(subcourseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubcourseSettingsBody) => updateSubcourse(subcourseId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getSubcourseQueryOptions(subcourseId).queryKey }),
        queryClient.invalidateQueries({ queryKey: myCoursesBaseKey }),
      ]),
  });
}
