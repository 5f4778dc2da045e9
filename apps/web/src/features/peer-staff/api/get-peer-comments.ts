import type { PeerComment } from '@capstone/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { peerStaffKey } from './get-peer-rounds';

/** GET /api/peer-rounds/{roundId}/comments: teammates' and private comments, once closed. */
export const getPeerComments = (roundId: string) =>
  api<PeerComment[]>(`/peer-rounds/${encodeURIComponent(roundId)}/comments`);

export const getPeerCommentsQueryOptions = (roundId: string) =>
  queryOptions({
    queryKey: [...peerStaffKey, 'comments', roundId],
    queryFn: () => getPeerComments(roundId),
  });

/** Asked only once the round has closed: before that the server refuses with 400. */
export const usePeerComments = (roundId: string, enabled: boolean) =>
  useQuery({ ...getPeerCommentsQueryOptions(roundId), enabled });

/** After a hide or show: the answered comment in place at once, then the list read again. */
export function putCommentInPlace(queryClient: QueryClient, roundId: string, comment: PeerComment) {
  const { queryKey } = getPeerCommentsQueryOptions(roundId);
  queryClient.setQueryData(queryKey, (list) =>
    list?.map((entry) => (entry.id === comment.id ? comment : entry)),
  );
}
