import type { PeerComment } from '@capstone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getPeerCommentsQueryOptions, putCommentInPlace } from './get-peer-comments';

export interface HideCommentInput {
  roundId: string;
  commentId: string;
  reason: string;
}

/** PUT …/comments/{commentId}/hide (course admin of S, round closed): with a reason. */
export const hidePeerComment = ({ roundId, commentId, reason }: HideCommentInput) =>
  api<PeerComment>(
    `/peer-rounds/${encodeURIComponent(roundId)}/comments/${encodeURIComponent(commentId)}/hide`,
    { method: 'PUT', body: { reason } },
  );

/** Refreshed on a refusal too: released results freeze moderation, and the list shows it. */
export function useHidePeerComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hidePeerComment,
    onSuccess: (comment, { roundId }) => putCommentInPlace(queryClient, roundId, comment),
    onSettled: (_comment, _error, { roundId }) =>
      queryClient.invalidateQueries({ queryKey: getPeerCommentsQueryOptions(roundId).queryKey }),
  });
}
