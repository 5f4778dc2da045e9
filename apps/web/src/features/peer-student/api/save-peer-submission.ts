import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PeerSubmissionBody } from '../utils/peer-form-state';
import { peerStudentKey } from './peer-keys';

export interface SavePeerSubmissionInput {
  roundId: string;
  body: PeerSubmissionBody;
}

export interface PeerSaved {
  message: string;
  submitted_at: string;
}

/** PUT /api/peer-rounds/{roundId}/submission: replaces the caller's submission as a whole. */
export const savePeerSubmission = ({ roundId, body }: SavePeerSubmissionInput) =>
  api<PeerSaved>(`/peer-rounds/${encodeURIComponent(roundId)}/submission`, {
    method: 'PUT',
    body,
  });

export function useSavePeerSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePeerSubmission,
    // The round's `submitted` and the dashboard's list change with a save; the open form keeps
    // its own state, so refetching the submission behind it is harmless.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peerStudentKey }),
  });
}
