import type { PeerRoundProgress } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { peerStaffKey } from './get-peer-rounds';

/** GET /api/peer-rounds/{roundId}: the round and, per group, who has submitted (staff of S). */
export const getPeerRound = (roundId: string) =>
  api<PeerRoundProgress>(`/peer-rounds/${encodeURIComponent(roundId)}`);

export const getPeerRoundQueryOptions = (roundId: string) =>
  queryOptions({
    queryKey: [...peerStaffKey, 'round', roundId],
    queryFn: () => getPeerRound(roundId),
  });

export const usePeerRound = (roundId: string) => useQuery(getPeerRoundQueryOptions(roundId));
