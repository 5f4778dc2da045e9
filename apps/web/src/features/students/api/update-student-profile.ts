import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auth } from '@/lib/auth';
import type { StudentDetailsBody } from '@capstone/contracts';
import { getStudentProfileQueryOptions } from './get-student-profile';

/** POST /api/student/details: the caller's own year and experiences. */
export const updateStudentProfile = (body: StudentDetailsBody) =>
  api<{ message: string }>('/student/details', { method: 'POST', body });

export function useUpdateStudentProfile(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudentProfile,
    onSuccess: async () => {
      const options = getStudentProfileQueryOptions(studentId);
      await queryClient.invalidateQueries({ queryKey: options.queryKey });
      // The stored profile feeds the top bar and the dashboard: keep it in step with the edit.
      const fresh = await queryClient.fetchQuery(options).catch(() => null);
      if (fresh && auth.getState().session?.id === studentId) auth.setProfile(fresh);
    },
  });
}
