import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { peerStaffKey } from './get-peer-rounds';

/** PUT /api/peer-rounds/{roundId}/release (course admin of S): irreversible; emails students. */
export const releasePeerResults = (roundId: string) =>
  api<{ message: string; released_at: string }>(
    `/peer-rounds/${encodeURIComponent(roundId)}/release`,
    { method: 'PUT' },
  );

/** Refreshed on a refusal too: results someone else released must show as released. */
export function useReleasePeerResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releasePeerResults,
    onSettled: () => queryClient.invalidateQueries({ queryKey: peerStaffKey }),
  });
}
