import type { ChangeRequest, ChangeRequestDecisionBody } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { changeRequestsKey } from './get-subcourse-change-requests';

export interface DecisionInput {
  subcourseId: string;
  requestId: string;
  body: ChangeRequestDecisionBody;
}

/** PUT /api/admin/{subcourseId}/change-requests/{requestId}: a course admin approves or declines. */
export const decideChangeRequest = ({ subcourseId, requestId, body }: DecisionInput) =>
  api<ChangeRequest>(
    `/admin/${encodeURIComponent(subcourseId)}/change-requests/${encodeURIComponent(requestId)}`,
    { method: 'PUT', body },
  );

/** Refreshed whatever the answer: a request someone else decided first must show as decided. */
export function useDecideChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideChangeRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: changeRequestsKey }),
  });
}
