import type { PeerResults } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { peerStaffKey } from './get-peer-rounds';

/** GET /api/peer-rounds/{roundId}/results: factors, flags and marks per group, once closed. */
export const getPeerResults = (roundId: string) =>
  api<PeerResults>(`/peer-rounds/${encodeURIComponent(roundId)}/results`);

export const getPeerResultsQueryOptions = (roundId: string) =>
  queryOptions({
    queryKey: [...peerStaffKey, 'results', roundId],
    queryFn: () => getPeerResults(roundId),
  });

/** Asked only once the round has closed: before that the server refuses with 400. */
export const usePeerResults = (roundId: string, enabled: boolean) =>
  useQuery({ ...getPeerResultsQueryOptions(roundId), enabled });
