import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * DELETE /api/staff/subcourse/{S}/students/{id}/data (issue 20): a course admin erases a student
 * removed from S who is in no running offering.
 */
export const useEraseStudent = () =>
  useMutation({
    mutationFn: ({ subcourseId, studentId }: { subcourseId: string; studentId: string }) =>
      api<{ message: string }>(
        `/staff/subcourse/${encodeURIComponent(subcourseId)}/students/${encodeURIComponent(studentId)}/data`,
        { method: 'DELETE' },
      ),
  });
