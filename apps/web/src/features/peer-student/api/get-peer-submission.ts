import type { PeerSubmission } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { peerStudentKey } from './peer-keys';

/** GET /api/peer-rounds/{roundId}/submission: the caller's own `Submission`. */
export const getPeerSubmission = (roundId: string) =>
  api<PeerSubmission>(`/peer-rounds/${encodeURIComponent(roundId)}/submission`);

export const getPeerSubmissionQueryOptions = (roundId: string) =>
  queryOptions({
    queryKey: [...peerStudentKey, 'submission', roundId],
    queryFn: () => getPeerSubmission(roundId),
    // The form starts from this answer once; a refetch behind it would only be ignored.
    staleTime: Infinity,
  });

export const usePeerSubmission = (roundId: string, enabled = true) =>
  useQuery({ ...getPeerSubmissionQueryOptions(roundId), enabled });
