import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessageResponse, SubmitPreferencesBody } from '../utils/preference-types';

export interface SubmitStudentPreferencesInput {
  subcourseId: string;
  body: SubmitPreferencesBody;
}

/** POST /api/student/preference/submit/{subcourseId}: replaces the caller's ranking in S. */
export const submitStudentPreferences = ({ subcourseId, body }: SubmitStudentPreferencesInput) =>
  api<MessageResponse>(`/student/preference/submit/${encodeURIComponent(subcourseId)}`, {
    method: 'POST',
    body,
  });

export function useSubmitStudentPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitStudentPreferences,
    onSuccess: async (_data, { subcourseId }) => {
      await queryClient.invalidateQueries({ queryKey: ['preferences', 'student', subcourseId] });
      // The profile shows the ranking too (StudentSelf carries it per enrolment).
      await queryClient.invalidateQueries({ queryKey: ['account-details', 'student'] });
    },
  });
}
