import type { PeerRoundStaff } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { peerStaffKey } from './get-peer-rounds';

/** PUT /api/peer-rounds/{roundId}/close (course admin of S): submissions end at once. */
export const closePeerRound = (roundId: string) =>
  api<PeerRoundStaff>(`/peer-rounds/${encodeURIComponent(roundId)}/close`, { method: 'PUT' });

/** Refreshed on a refusal too: a round that closed meanwhile must show as closed. */
export function useClosePeerRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closePeerRound,
    onSettled: () => queryClient.invalidateQueries({ queryKey: peerStaffKey }),
  });
}
