import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * DELETE /api/staff/subcourse/{S}/students/{id}/data: a course admin erases what S holds about a
 * student removed from S; the account stays.
 */
export const useEraseStudent = () =>
  useMutation({
    mutationFn: ({ subcourseId, studentId }: { subcourseId: string; studentId: string }) =>
      api<{ message: string }>(
        `/staff/subcourse/${encodeURIComponent(subcourseId)}/students/${encodeURIComponent(studentId)}/data`,
        { method: 'DELETE' },
      ),
  });
