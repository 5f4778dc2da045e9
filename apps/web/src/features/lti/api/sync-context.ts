import type { ImportResponse } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getMembersQueryOptions } from '@/api/members/get-members';
import { api } from '@/lib/api-client';

/** `POST /api/lti/context/{contextRef}/sync`: the same import summary as the member imports. */
export const syncContext = (contextRef: string) =>
  api<ImportResponse>(`/lti/context/${encodeURIComponent(contextRef)}/sync`, { method: 'POST' });

/** Brings the members of S in step with the LMS course's class list, then reads them again. */
export function useSyncContext(subcourseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncContext,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getMembersQueryOptions(subcourseId).queryKey }),
  });
}
