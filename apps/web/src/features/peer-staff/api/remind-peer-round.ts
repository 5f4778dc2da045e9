import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { peerStaffKey } from './get-peer-rounds';

/** POST /api/peer-rounds/{roundId}/remind (course admin of S): emails every non-submitter. */
export const remindPeerRound = (roundId: string) =>
  api<{ message: string; sent: number }>(`/peer-rounds/${encodeURIComponent(roundId)}/remind`, {
    method: 'POST',
  });

/** Refreshed whatever the answer: the round's last reminder time may have changed. */
export function useRemindPeerRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remindPeerRound,
    onSettled: () => queryClient.invalidateQueries({ queryKey: peerStaffKey }),
  });
}
