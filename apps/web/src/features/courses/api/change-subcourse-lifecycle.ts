import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myCoursesBaseKey } from '@/api/courses/get-my-courses';
import { getSubcourseQueryOptions } from '@/api/courses/get-subcourse';
import { subcourseStatusKey } from '@/api/courses/get-subcourse-status';
import { api } from '@/lib/api-client';

export type LifecycleAction = 'archive' | 'activate';

/** PUT /api/subcourse/{id}/archive and PUT /api/subcourse/{id}/activate (both irreversible). */
export const changeSubcourseLifecycle = (subcourseId: string, action: LifecycleAction) =>
  api<Record<string, never>>(`/subcourse/${encodeURIComponent(subcourseId)}/${action}`, {
    method: 'PUT',
  });

export function useChangeSubcourseLifecycle(subcourseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: LifecycleAction) => changeSubcourseLifecycle(subcourseId, action),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subcourseStatusKey(subcourseId) }),
        queryClient.invalidateQueries({ queryKey: getSubcourseQueryOptions(subcourseId).queryKey }),
        queryClient.invalidateQueries({ queryKey: myCoursesBaseKey }),
      ]),
  });
}
