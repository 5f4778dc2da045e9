import type { ChangeRequest, ChangeRequestBody } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { changeRequestsKey } from './get-subcourse-change-requests';

/** POST /api/group/{groupId}/change-requests: the lead asks to move (201, status open). */
export const askToMove = ({ groupId, body }: { groupId: string; body: ChangeRequestBody }) =>
  api<ChangeRequest>(`/group/${encodeURIComponent(groupId)}/change-requests`, {
    method: 'POST',
    body,
  });

/** Refreshed on a refusal too: when another request is pending, the list shows it. */
export function useAskToMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askToMove,
    onSettled: () => queryClient.invalidateQueries({ queryKey: changeRequestsKey }),
  });
}
