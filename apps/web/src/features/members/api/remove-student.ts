import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getMembersQueryOptions } from '@/api/members/get-members';
import { api } from '@/lib/api-client';
import { getRemovalTrailQueryOptions } from './get-removed-students';

export interface RemoveStudentInput {
  subcourseId: string;
  studentId: string;
}

/** DELETE /api/student/remove?subcourse_id=&student_id= (course admins of S). */
export const removeStudent = ({ subcourseId, studentId }: RemoveStudentInput) =>
  api<{ message: string }>(
    `/student/remove?${new URLSearchParams({ subcourse_id: subcourseId, student_id: studentId })}`,
    { method: 'DELETE' },
  );

export function useRemoveStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeStudent,
    onSuccess: (_data, { subcourseId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getMembersQueryOptions(subcourseId).queryKey }),
        queryClient.invalidateQueries({
          queryKey: getRemovalTrailQueryOptions(subcourseId).queryKey,
        }),
      ]),
  });
}
