import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getMembersQueryOptions } from '@/api/members/get-members';
import { api } from '@/lib/api-client';

export interface ResendAccessCodeInput {
  subcourseId: string;
  accountId: string;
}

/** POST /api/staff/subcourse/{id}/members/{accountId}/access-code (course admins of S). */
export const resendAccessCode = ({ subcourseId, accountId }: ResendAccessCodeInput) =>
  api<{ message: string }>(
    `/staff/subcourse/${encodeURIComponent(subcourseId)}/members/${encodeURIComponent(accountId)}/access-code`,
    { method: 'POST' },
  );

/** The new code's email is queued: the members list then shows its state. */
export function useResendAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendAccessCode,
    onSettled: (_data, _error, { subcourseId }) =>
      queryClient.invalidateQueries({ queryKey: getMembersQueryOptions(subcourseId).queryKey }),
  });
}
