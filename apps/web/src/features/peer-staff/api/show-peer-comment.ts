import type { PeerComment } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getPeerCommentsQueryOptions, putCommentInPlace } from './get-peer-comments';

/** PUT …/comments/{commentId}/show (course admin of S, round closed). */
export const showPeerComment = ({ roundId, commentId }: { roundId: string; commentId: string }) =>
  api<PeerComment>(
    `/peer-rounds/${encodeURIComponent(roundId)}/comments/${encodeURIComponent(commentId)}/show`,
    { method: 'PUT' },
  );

/** Refreshed on a refusal too: released results freeze moderation, and the list shows it. */
export function useShowPeerComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: showPeerComment,
    onSuccess: (comment, { roundId }) => putCommentInPlace(queryClient, roundId, comment),
    onSettled: (_comment, _error, { roundId }) =>
      queryClient.invalidateQueries({ queryKey: getPeerCommentsQueryOptions(roundId).queryKey }),
  });
}
