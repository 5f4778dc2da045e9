import type { ChangeRequest } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { changeRequestsKey } from './get-subcourse-change-requests';

/** PUT /api/group/{groupId}/change-requests/{requestId}/cancel: the lead withdraws an open one. */
export const cancelChangeRequest = ({
  groupId,
  requestId,
}: {
  groupId: string;
  requestId: string;
}) =>
  api<ChangeRequest>(
    `/group/${encodeURIComponent(groupId)}/change-requests/${encodeURIComponent(requestId)}/cancel`,
    { method: 'PUT' },
  );

/** Refreshed on a refusal too: a request staff decided meanwhile shows its decision. */
export function useCancelChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelChangeRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: changeRequestsKey }),
  });
}
