import type { PeerRoundStudent } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { peerStudentKey } from './peer-keys';

/** GET /api/peer-rounds/{roundId}: a student in the round gets `PeerRoundStudent`. */
export const getPeerRound = (roundId: string) =>
  api<PeerRoundStudent>(`/peer-rounds/${encodeURIComponent(roundId)}`);

export const getPeerRoundQueryOptions = (roundId: string) =>
  queryOptions({
    queryKey: [...peerStudentKey, 'round', roundId],
    queryFn: () => getPeerRound(roundId),
  });

export const usePeerRound = (roundId: string, enabled = true) =>
  useQuery({ ...getPeerRoundQueryOptions(roundId), enabled });
