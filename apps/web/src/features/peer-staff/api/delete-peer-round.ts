import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { peerStaffKey } from './get-peer-rounds';

/** DELETE /api/peer-rounds/{roundId} (course admin of S): only while the round is scheduled. */
export const deletePeerRound = (roundId: string) =>
  api<{ message: string }>(`/peer-rounds/${encodeURIComponent(roundId)}`, { method: 'DELETE' });

/**
 * Refreshed on a refusal too: a round that opened meanwhile must show as open. Not awaited, so
 * the screen of a deleted round can leave before its own read answers 404.
 */
export function useDeletePeerRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePeerRound,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: peerStaffKey });
    },
  });
}
