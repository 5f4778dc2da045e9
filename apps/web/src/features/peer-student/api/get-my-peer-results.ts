import type { MyPeerResults } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { peerStudentKey } from './peer-keys';

/** GET /api/peer-rounds/{roundId}/my-results: the caller's own summary once released. */
export const getMyPeerResults = (roundId: string) =>
  api<MyPeerResults>(`/peer-rounds/${encodeURIComponent(roundId)}/my-results`);

export const getMyPeerResultsQueryOptions = (roundId: string) =>
  queryOptions({
    queryKey: [...peerStudentKey, 'my-results', roundId],
    queryFn: () => getMyPeerResults(roundId),
  });

export const useMyPeerResults = (roundId: string, enabled = true) =>
  useQuery({ ...getMyPeerResultsQueryOptions(roundId), enabled });
