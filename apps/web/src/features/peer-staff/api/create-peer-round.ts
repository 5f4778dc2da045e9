import type { PeerRoundStaff } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RoundBody } from '../utils/round-form';
import { peerStaffKey } from './get-peer-rounds';

/** POST /api/subcourse/{subcourseId}/peer-rounds (course admin of S): 201, scheduled or open. */
export const createPeerRound = ({ subcourseId, body }: { subcourseId: string; body: RoundBody }) =>
  api<PeerRoundStaff>(`/subcourse/${encodeURIComponent(subcourseId)}/peer-rounds`, {
    method: 'POST',
    body,
  });

export function useCreatePeerRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPeerRound,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peerStaffKey }),
  });
}
