import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myCoursesBaseKey } from './get-my-courses';
import { getSubcourseQueryOptions } from './get-subcourse';
import { subcourseStatusKey } from './get-subcourse-status';

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
