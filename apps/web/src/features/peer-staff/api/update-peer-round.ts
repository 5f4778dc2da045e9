import type { PeerRoundStaff } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RoundBody } from '../utils/round-form';
import { peerStaffKey } from './get-peer-rounds';

/** PUT /api/peer-rounds/{roundId} (course admin of S): only while the round is scheduled. */
export const updatePeerRound = ({ roundId, body }: { roundId: string; body: RoundBody }) =>
  api<PeerRoundStaff>(`/peer-rounds/${encodeURIComponent(roundId)}`, { method: 'PUT', body });

/** Refreshed on a refusal too: a round that opened meanwhile must show as open. */
export function useUpdatePeerRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePeerRound,
    onSettled: () => queryClient.invalidateQueries({ queryKey: peerStaffKey }),
  });
}
